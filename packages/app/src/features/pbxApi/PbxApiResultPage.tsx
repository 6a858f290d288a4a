import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { oauth2ErrorKey, type Oauth2Outcome } from './pbxApiErrors';
import { Page } from '../../shared/Page';

function outcomeOf(value: string | null): Oauth2Outcome {
  return value === 'complete' || value === 'denied' ? value : 'error';
}

/** `/front/settings/pbxApi/oauth2/result` (no layout): complete, denied, or the error's message. */
export function PbxApiResultPage() {
  const { t } = useTranslation();
  usePageTitle('pbxApi.result.title');
  const [params] = useSearchParams();
  const outcome = outcomeOf(params.get('status'));
  return (
    <Page title={t(`pbxApi.result.${outcome}Title`)}>
      <p role={outcome === 'complete' ? 'status' : 'alert'}>
        {outcome === 'error' ? t(oauth2ErrorKey(params.get('code'))) : t(`pbxApi.result.${outcome}`)}
      </p>
      <p>
        <Link to="/settings/pbxApiSettings">{t('pbxApi.backToSettings')}</Link>
      </p>
    </Page>
  );
}
