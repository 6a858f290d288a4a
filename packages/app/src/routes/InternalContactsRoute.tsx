import { usePageTitle } from '../i18n/usePageTitle';
import { InternalContactsPage } from '../features/internalContacts/InternalContactsPage';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

export function InternalContactsRoute() {
  usePageTitle('internalContacts.title');
  const { phoneSettings, copyInhibit } = useDirectoryTenantSettings();
  return <InternalContactsPage phoneSettings={phoneSettings} copyInhibit={copyInhibit} />;
}
