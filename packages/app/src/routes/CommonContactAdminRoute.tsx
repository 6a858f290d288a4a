import { CommonContactAdminPage } from '../features/admin/commonContact';
import { usePageTitle } from '../i18n/usePageTitle';

export function CommonContactAdminRoute() {
  usePageTitle('admin.commonContact.title');
  return <CommonContactAdminPage />;
}
