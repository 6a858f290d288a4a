import { EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../i18n/usePageTitle';
import { Page } from './Page';

export interface FeatureUnavailablePageProps {
  /** Message key of the page's title. */
  titleKey: string;
  /** Message key of the sentence that says what the tenant or person lacks. */
  messageKey: string;
  /** Where the way back leads, under `/front`. @default '/settings' */
  backTo?: string;
  /** Message key of the way back. @default 'settings.hub.back' */
  backKey?: string;
}

/** A page whose feature the tenant or person lacks: it says so instead of offering actions that fail. */
export function FeatureUnavailablePage({
  titleKey,
  messageKey,
  backTo = '/settings',
  backKey = 'settings.hub.back',
}: FeatureUnavailablePageProps) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <Page title={t(titleKey)}>
      <EmptyState
        icon="info"
        title={t('common.featureUnavailable')}
        description={t(messageKey)}
        action={<Link to={backTo}>{t(backKey)}</Link>}
      />
    </Page>
  );
}
