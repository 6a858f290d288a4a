import { TogoAdminPage } from '../features/admin/togo';
import { usePageTitle } from '../i18n/usePageTitle';

export function TogoAdminRoute() {
  usePageTitle('admin.togo.title');
  return <TogoAdminPage />;
}
