import { NoticesPage } from '../features/notices';
import { usePageTitle } from '../i18n/usePageTitle';

/** `/front/notices`: every notice published to the person so far. */
export function NoticesRoute() {
  usePageTitle('noticesPage.title');
  return <NoticesPage />;
}
