import { AnpiChecksPage, AnpiPermissionsPage } from '../features/admin/anpi';
import { usePageTitle } from '../i18n/usePageTitle';

export function AnpiPermissionsRoute() {
  usePageTitle('anpi.admin.permissions.title');
  return <AnpiPermissionsPage />;
}

export function AnpiChecksRoute() {
  usePageTitle('anpi.admin.checks.title');
  return <AnpiChecksPage />;
}
