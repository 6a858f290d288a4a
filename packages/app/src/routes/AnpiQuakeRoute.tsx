import { AnpiQuakeSettingsPage } from '../features/admin/anpiQuake';
import { usePageTitle } from '../i18n/usePageTitle';

export function AnpiQuakeRoute() {
  usePageTitle('anpiQuake.title');
  return <AnpiQuakeSettingsPage />;
}
