import { useTranslation } from 'react-i18next';
import { FolderDialog, type FolderDialogValues } from './FolderDialog';
import type { FolderEditing } from './useExternalContacts';

export interface FolderEditDialogProps {
  editing: NonNullable<FolderEditing>;
  onSubmit: (values: FolderDialogValues) => Promise<void>;
  onClose: () => void;
}

/** The folder dialog for a new common or personal folder, or filled with the folder being changed. */
export function FolderEditDialog({ editing: folderEditing, onSubmit, onClose }: FolderEditDialogProps) {
  const { t } = useTranslation();
  return (
    <FolderDialog
      title={
        folderEditing.kind === 'create'
          ? t(`externalContacts.folders.create.${folderEditing.folderType}`)
          : t('externalContacts.folders.renameTitle')
      }
      common={
        folderEditing.kind === 'create'
          ? folderEditing.folderType === 'common'
          : folderEditing.folder.folderType === 'COMMON'
      }
      initial={
        folderEditing.kind === 'create'
          ? {
              folderName: '',
              folderDescription: '',
              sortScore: '',
              tenantPublic: true,
              usersCanEdit: false,
            }
          : {
              folderName: folderEditing.folder.folderName,
              folderDescription: folderEditing.folder.folderDescription,
              sortScore: String(folderEditing.folder.sortScore),
              tenantPublic: folderEditing.folder.tenantPublic,
              usersCanEdit: folderEditing.folder.usersCanEdit,
            }
      }
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
