import type { CreatedScimToken } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnceSecretDialog } from '../ShownOnceSecretDialog';

export interface CreatedTokenDialogProps {
  token: CreatedScimToken;
  onClose: () => void;
}

/** The one time a token is shown: to copy into the identity provider before closing. */
export function CreatedTokenDialog({ token, onClose }: CreatedTokenDialogProps) {
  const { t } = useTranslation();
  return (
    <ShownOnceSecretDialog
      title={t('admin.scim.createdTitle', { name: token.name })}
      warning={t('admin.scim.shownOnce')}
      label={t('admin.scim.token')}
      copyLabel={t('admin.scim.copyToken')}
      doneLabel={t('admin.scim.done')}
      secret={token.token}
      onClose={onClose}
    />
  );
}
