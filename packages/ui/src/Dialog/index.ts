export { Dialog, DialogTrigger, Modal } from './Dialog';
export type { DialogProps, DialogTriggerProps, ModalProps } from './Dialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { DialogReplacedError, createDialogService, isDialogReplacedError } from './createDialogService';
export type {
  DialogKind,
  DialogRequest,
  DialogService,
  DialogServiceState,
  OpenDialog,
} from './createDialogService';
export { DialogHost } from './DialogHostView';
export type { DialogHostProps } from './DialogHostView';
export {
  DialogServiceProvider,
  preloadDialogHost,
  useDialogService,
  useDialogServiceState,
} from './DialogHost';
export type { DialogServiceProviderProps } from './DialogHost';
