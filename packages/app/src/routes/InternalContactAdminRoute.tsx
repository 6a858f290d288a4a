import { InternalContactAdminPage } from '../features/admin/internalContact';
import { usePageTitle } from '../i18n/usePageTitle';

export function InternalContactAdminRoute() {
  usePageTitle('internalContactAdmin.title');
  return <InternalContactAdminPage />;
}
