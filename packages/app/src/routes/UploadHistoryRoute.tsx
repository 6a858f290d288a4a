import { UploadHistoryPage } from '../features/contactImport/UploadHistoryPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function UploadHistoryRoute() {
  usePageTitle('contactImport.history.title');
  return <UploadHistoryPage />;
}
