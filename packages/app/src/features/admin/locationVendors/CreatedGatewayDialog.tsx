import type { CreatedBeaconGateway } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnceSecretDialog } from '../ShownOnceSecretDialog';

export interface CreatedGatewayDialogProps {
  created: CreatedBeaconGateway;
  onClose: () => void;
}

/** The one time a gateway's token is shown: to copy into the gateway before closing. */
export function CreatedGatewayDialog({ created, onClose }: CreatedGatewayDialogProps) {
  const { t } = useTranslation();
  return (
    <ShownOnceSecretDialog
      title={t('vendorsAdmin.beacon.createdTitle', { name: created.gateway.name })}
      warning={t('vendorsAdmin.beacon.shownOnce')}
      label={t('vendorsAdmin.beacon.token')}
      copyLabel={t('vendorsAdmin.beacon.copyToken')}
      doneLabel={t('vendorsAdmin.beacon.done')}
      secret={created.token}
      onClose={onClose}
    />
  );
}
