export { FolderDialog, type FolderDialogProps, type FolderDialogValues } from './FolderDialog';
export { DEFAULT_VIEW, formatViewHash } from './externalContactsHash';
