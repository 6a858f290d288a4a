import { errorCodeOf } from '@kizuna/api-client';
import { useCallback, useEffect, useState } from 'react';
import type { PbxApiAuthorizationStatus } from '@kizuna/api-client/contract';
import { hasCapability } from '@kizuna/api-client/rules';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { oauth2ErrorKey } from './pbxApiErrors';
import { Page } from '../../shared/Page';

interface Authorization {
  status: PbxApiAuthorizationStatus;
  configured: boolean;
  expiresAt: string | null;
}

/** `/front/settings/pbxApiSettings`: whether the user has authorised Webex Calling, and the ways to change it. */
export function PbxApiSettingsPage() {
  const { t } = useTranslation();
  usePageTitle('pbxApi.settings.title');
  const client = useClient();
  const navigate = useNavigate();
  const principal = usePrincipalStore(selectPrincipal);
  // Webex Calling needs the PBX_API mode and the user's feature; others see why nothing is offered.
  const available =
    principal !== null &&
    hasCapability(capabilityContextOfPrincipal(principal), { kind: 'rule', rule: 'pbxApiCalling' });
  const [authorization, setAuthorization] = useState<Authorization | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    if (!available) return;
    try {
      setAuthorization(await client.pbxApi.authorization());
      setError(null);
    } catch (cause) {
      setError(oauth2ErrorKey(errorCodeOf(cause)));
    }
  }, [client, available]);

  useEffect(() => {
    void load();
  }, [load]);

  async function disconnect() {
    setPending(true);
    try {
      await client.pbxApi.disconnect();
      setNotice('pbxApi.settings.disconnected');
      await load();
    } catch (cause) {
      setError(oauth2ErrorKey(errorCodeOf(cause)));
    } finally {
      setPending(false);
    }
  }

  const status = authorization?.status;
  return (
    <Page title={t('pbxApi.settings.title')}>
      <p>{t('pbxApi.settings.description')}</p>
      {!available && <p>{t('pbxApi.settings.notConfigured')}</p>}
      {available && !authorization && !error && <p role="status">{t('common.loading')}</p>}
      {error && <p role="alert">{t(error)}</p>}
      {notice && <p role="status">{t(notice)}</p>}
      {authorization && !authorization.configured && <p>{t('pbxApi.settings.notConfigured')}</p>}
      {authorization?.configured && status && (
        <section aria-labelledby="kz-pbx-api-status">
          <h2 id="kz-pbx-api-status">{t('pbxApi.settings.statusHeading')}</h2>
          <p>
            <strong>{t(`pbxApi.status.${status}`)}</strong>
          </p>
          {status === 'AUTHORIZED' && authorization.expiresAt && (
            <p>
              {t('pbxApi.settings.expiresAt', {
                date: formatDisplayDate(authorization.expiresAt),
              })}
            </p>
          )}
          <p>{t(`pbxApi.settings.explain.${status}`)}</p>
          <div className="kz-page__actions">
            <Button variant="primary" onPress={() => void navigate('/settings/pbxApiAuthorize')}>
              {t(status === 'AUTHORIZED' ? 'pbxApi.settings.reauthorize' : 'pbxApi.settings.authorize')}
            </Button>
            {status === 'AUTHORIZED' && (
              <Button onPress={() => void disconnect()} isPending={pending}>
                {t('pbxApi.settings.disconnect')}
              </Button>
            )}
          </div>
        </section>
      )}
    </Page>
  );
}
