import { errorCodeOf } from '@kizuna/api-client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { checkNavigation } from '../../navigation/navigationGuard';
import { oauth2ErrorKey } from './pbxApiErrors';
import { Page } from '../../shared/Page';

/**
 * `/front/settings/pbxApiAuthorize`: asks the server for the Webex authorisation URL (a state bound
 * to this session) and sends the browser there. The URL comes from the tenant's own settings, so
 * its host is allowed; a scheme other than http(s) is still refused.
 */
export function PbxApiAuthorizePage() {
  const { t } = useTranslation();
  usePageTitle('pbxApi.authorize.title');
  const client = useClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.pbxApi
      .oauth2Url()
      .then(({ url }) => {
        const host = new URL(url).hostname;
        const verdict = checkNavigation(url, { origin: window.location.origin, allowedHosts: [host] });
        if (!verdict.allowed) throw new Error('refused authorisation URL');
        window.location.assign(verdict.url.href);
      })
      .catch((cause: unknown) => setError(oauth2ErrorKey(errorCodeOf(cause))));
  }, [client]);

  return (
    <Page title={t('pbxApi.authorize.title')}>
      {error ? (
        <>
          <p role="alert">{t(error)}</p>
          <p>
            <Link to="/settings/pbxApiSettings">{t('pbxApi.backToSettings')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('pbxApi.authorize.redirecting')}</p>
      )}
    </Page>
  );
}
