import { useTranslation } from 'react-i18next';
import { AdminIndex } from '../features/admin/AdminIndex';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  usePrincipalStore,
} from '../features/session/principalStore';
import { usePageTitle } from '../i18n/usePageTitle';
import { builtAdminEntries } from './builtPages';
import { Page } from '../shared/Page';

/** The admin area ("Manage"): the entries the person's roles and the tenant's features allow. */
export function AdminIndexRoute() {
  const { t } = useTranslation();
  usePageTitle('admin.title');
  const principal = usePrincipalStore(selectPrincipal);
  const entries = principal ? builtAdminEntries(capabilityContextOfPrincipal(principal)) : [];
  return (
    <Page title={t('admin.title')}>
      <AdminIndex entries={entries} />
    </Page>
  );
}
