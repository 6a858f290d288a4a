import { ExternalContactsPage } from '../features/externalContacts/ExternalContactsPage';
import { usePageTitle } from '../i18n/usePageTitle';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

export function ExternalContactsRoute() {
  usePageTitle('externalContacts.title');
  const { copyInhibit } = useDirectoryTenantSettings();
  return <ExternalContactsPage copyInhibit={copyInhibit} />;
}
