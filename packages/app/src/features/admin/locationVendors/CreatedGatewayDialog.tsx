import type { CreatedBeaconGateway } from '@kizuna/api-client/contract';
import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/CopyButton';

export interface CreatedGatewayDialogProps {
  created: CreatedBeaconGateway;
  onClose: () => void;
}

/** The one time a gateway's token is shown: to copy into the gateway before closing. */
export function CreatedGatewayDialog({ created, onClose }: CreatedGatewayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('vendorsAdmin.beacon.createdTitle', { name: created.gateway.name })}
        showCloseButton={false}
        footer={
          <Button variant="primary" onPress={onClose}>
            {t('vendorsAdmin.beacon.done')}
          </Button>
        }
      >
        <p className="kz-admin-connection__warning" role="note">
          <TriangleAlert size={16} aria-hidden="true" />
          {t('vendorsAdmin.beacon.shownOnce')}
        </p>
        <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
          <TextField
            label={t('vendorsAdmin.beacon.token')}
            value={created.token}
            isReadOnly
            multiline
            rows={2}
            className="kz-admin-connection__value"
          />
          <CopyButton text={created.token} label={t('vendorsAdmin.beacon.copyToken')} />
        </div>
      </Dialog>
    </Modal>
  );
}
