import { errorCodeOf } from '@kizuna/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { Page } from '../../shared/Page';

export const OAUTH2_RESULT_PATH = '/settings/pbxApi/oauth2/result';

/**
 * `/front/pbxApi/user/oauth2/result` (no layout): where Webex sends the browser back. Hands `code`
 * and `state` (or Webex's `error`) to the server once, then shows the outcome on the result page,
 * replacing this entry so Back never submits the code again.
 */
export function PbxApiUserResultPage() {
  const { t } = useTranslation();
  usePageTitle('pbxApi.result.title');
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = params.get('state') ?? '';
    const code = params.get('code');
    const error = params.get('error');
    const go = (search: string) => void navigate(`${OAUTH2_RESULT_PATH}?${search}`, { replace: true });
    if (state === '') {
      go('status=error&code=OAUTH2_STATE_NOT_MATCH');
      return;
    }
    client.pbxApi
      .oauth2Callback({
        query: { state, ...(code ? { code } : {}), ...(error ? { error: error.slice(0, 200) } : {}) },
      })
      .then(({ status }) => go(status === 'AUTHORIZED' ? 'status=complete' : 'status=denied'))
      .catch((cause: unknown) => {
        const failure = errorCodeOf(cause);
        go(`status=error${failure ? `&code=${encodeURIComponent(failure)}` : ''}`);
      });
  }, [client, navigate, params]);

  return (
    <Page title={t('pbxApi.result.title')}>
      <p role="status">{t('pbxApi.result.checking')}</p>
    </Page>
  );
}
