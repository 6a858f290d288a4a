import { SansanImportPage } from '../features/admin/sansanImport';
import { usePageTitle } from '../i18n/usePageTitle';

/* The page's title is its Manage card's label. */
export function SansanImportRoute() {
  usePageTitle('menu.admin.SANSAN_IMPORT');
  return <SansanImportPage />;
}
