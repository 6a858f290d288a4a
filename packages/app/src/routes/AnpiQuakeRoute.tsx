import { AnpiQuakeSettingsPage } from '../features/anpiQuake';
import { usePageTitle } from '../i18n/usePageTitle';

export function AnpiQuakeRoute() {
  usePageTitle('anpiQuake.title');
  return <AnpiQuakeSettingsPage />;
}
