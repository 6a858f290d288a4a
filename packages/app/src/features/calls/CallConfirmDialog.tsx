import { Button, Dialog, Modal } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface CallConfirmDialogProps {
  /** Whose number it is, when known. */
  name?: string | undefined;
  /** What the number is (extension, mobile, ...). */
  label: string;
  /** The number as shown. */
  shown: string;
  onCancel: () => void;
  onCall: () => void;
}

/**
 * "Call this number?" before a click-to-call, with the focus on Call: loaded with react-aria's
 * modal on the first call that asks.
 */
export function CallConfirmDialog({ name, label, shown, onCancel, onCall }: CallConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      size="small"
    >
      <Dialog
        role="alertdialog"
        title={t('calls.confirm.title')}
        showCloseButton={false}
        footer={
          <>
            <Button onPress={onCancel}>{t('calls.confirm.cancel')}</Button>
            <Button variant="primary" autoFocus onPress={onCall}>
              {t('calls.confirm.call')}
            </Button>
          </>
        }
      >
        <p className="kz-callConfirm">
          {name && <strong className="kz-callConfirm__name">{name}</strong>}
          <span className="kz-callConfirm__number">
            {label} {shown}
          </span>
        </p>
      </Dialog>
    </Modal>
  );
}
