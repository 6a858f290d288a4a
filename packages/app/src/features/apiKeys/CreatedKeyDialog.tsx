import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/CopyButton';

export interface CreatedKeyDialogProps {
  /** The dialog's heading. */
  title: string;
  /** The secret, shown this once. */
  secret: string;
  onClose: () => void;
}

/** The one time a key is shown: to copy before closing. */
export function CreatedKeyDialog({ title, secret, onClose }: CreatedKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={title}
        showCloseButton={false}
        footer={
          <Button variant="primary" onPress={onClose}>
            {t('apiKeys.done')}
          </Button>
        }
      >
        <p className="kz-api-keys__warning" role="note">
          <TriangleAlert size={16} aria-hidden="true" />
          {t('apiKeys.shownOnce')}
        </p>
        <div className="kz-api-keys__copyable">
          <TextField
            label={t('apiKeys.key')}
            value={secret}
            isReadOnly
            multiline
            rows={2}
            className="kz-api-keys__secret"
          />
          <CopyButton text={secret} label={t('apiKeys.copyKey')} />
        </div>
      </Dialog>
    </Modal>
  );
}
