import { GroupContactsPage } from '../features/contactGroups/GroupContactsPage';
import { usePageTitle } from '../i18n/usePageTitle';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

export function GroupContactsRoute() {
  usePageTitle('contactGroups.title');
  const { phoneSettings } = useDirectoryTenantSettings();
  return <GroupContactsPage phoneSettings={phoneSettings} />;
}
