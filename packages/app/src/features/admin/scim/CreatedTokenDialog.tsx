import type { CreatedScimToken } from '@kizuna/api-client/contract';
import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/CopyButton';

export interface CreatedTokenDialogProps {
  token: CreatedScimToken;
  onClose: () => void;
}

/** The one time a token is shown: to copy into the identity provider before closing. */
export function CreatedTokenDialog({ token, onClose }: CreatedTokenDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('admin.scim.createdTitle', { name: token.name })}
        showCloseButton={false}
        footer={
          <Button variant="primary" onPress={onClose}>
            {t('admin.scim.done')}
          </Button>
        }
      >
        <p className="kz-admin-connection__warning" role="note">
          <TriangleAlert size={16} aria-hidden="true" />
          {t('admin.scim.shownOnce')}
        </p>
        <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
          <TextField
            label={t('admin.scim.token')}
            value={token.token}
            isReadOnly
            multiline
            rows={2}
            className="kz-admin-connection__value"
          />
          <CopyButton text={token.token} label={t('admin.scim.copyToken')} />
        </div>
      </Dialog>
    </Modal>
  );
}
