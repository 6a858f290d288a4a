import { Button } from '../Button/Button';
import { useMessages } from '../i18n/useMessages';
import { Dialog, Modal } from './Dialog';
import type { DialogKind, DialogService, OpenDialog } from './createDialogService';
import { useDialogServiceState } from './useDialogServiceState';
import type { MessageKey } from '../i18n/messages';

const titles: Record<DialogKind, MessageKey> = {
  message: 'dialog.messageTitle',
  okCancel: 'dialog.confirmTitle',
  deleteCancel: 'dialog.deleteTitle',
};

export interface DialogHostProps {
  /** The service whose dialogs to show. */
  service: DialogService;
}

/** Renders the open dialogs of a service over one shared overlay driven by its depth counter. */
export function DialogHost({ service }: DialogHostProps) {
  const { dialogs, depth } = useDialogServiceState(service);
  return (
    <>
      {depth > 0 && <div className="kz-DialogBackdrop" data-depth={depth} aria-hidden="true" />}
      {dialogs.map((dialog) => (
        <ServiceDialog key={dialog.id} dialog={dialog} service={service} />
      ))}
    </>
  );
}

function ServiceDialog({ dialog, service }: { dialog: OpenDialog; service: DialogService }) {
  const t = useMessages();
  const { kind, request } = dialog;
  const answer = (decision: boolean) => service.settle(dialog.id, decision);
  const confirmLabel =
    request.confirmLabel ?? (kind === 'deleteCancel' ? t('dialog.delete') : t('dialog.ok'));
  return (
    <Modal
      isOpen
      sharedBackdrop
      size="small"
      onOpenChange={(isOpen) => {
        if (!isOpen) answer(kind === 'message');
      }}
    >
      <Dialog
        role="alertdialog"
        data-kind={kind}
        title={request.title ?? t(titles[kind])}
        showCloseButton={false}
        footer={
          <>
            {kind !== 'message' && (
              <Button autoFocus={kind === 'deleteCancel'} onPress={() => answer(false)}>
                {request.cancelLabel ?? t('dialog.cancel')}
              </Button>
            )}
            <Button
              variant={kind === 'deleteCancel' ? 'danger' : 'primary'}
              autoFocus={kind !== 'deleteCancel'}
              onPress={() => answer(true)}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        <div className="kz-Dialog-message">{request.message}</div>
      </Dialog>
    </Modal>
  );
}
