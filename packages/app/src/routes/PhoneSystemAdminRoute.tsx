import { PhoneSystemAdminPage } from '../features/admin/phoneSystem';
import { usePageTitle } from '../i18n/usePageTitle';

/** Its title is its Manage card's label. */
export function PhoneSystemAdminRoute() {
  usePageTitle('menu.admin.CUCM');
  return <PhoneSystemAdminPage />;
}
