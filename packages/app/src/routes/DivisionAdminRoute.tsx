import { DivisionAdminPage } from '../features/admin/divisions';
import { usePageTitle } from '../i18n/usePageTitle';

export function DivisionAdminRoute() {
  usePageTitle('admin.division.title');
  return <DivisionAdminPage />;
}
