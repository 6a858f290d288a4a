import { ActiveDirectoryPage } from '../features/admin/activeDirectory';
import { usePageTitle } from '../i18n/usePageTitle';

/* The page's title is its Manage card's label. */
export function ActiveDirectoryAdminRoute() {
  usePageTitle('menu.admin.ACTIVE_DIRECTORY');
  return <ActiveDirectoryPage />;
}
