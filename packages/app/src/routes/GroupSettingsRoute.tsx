import { GroupSettingsPage } from '../features/contactGroups/GroupSettingsPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function GroupSettingsRoute() {
  usePageTitle('contactGroups.settings.title');
  return <GroupSettingsPage />;
}
