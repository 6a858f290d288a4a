import { useTranslation } from 'react-i18next';
import { ApiKeysPage, ApiServicesPage } from '../features/apiKeys';
import { usePageTitle } from '../i18n/usePageTitle';

export function ApiKeysRoute() {
  return <ApiKeysPage />;
}

/** The page of the paapi admin entry, titled as its Manage card. */
export function ApiServicesRoute() {
  const { t } = useTranslation();
  usePageTitle('menu.admin.PAAPI');
  return <ApiServicesPage title={t('menu.admin.PAAPI')} />;
}
