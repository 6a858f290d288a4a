import { useParams } from 'react-router';
import { UploadHistoryDetailPage } from '../features/contactImport/UploadHistoryDetailPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function UploadHistoryDetailRoute() {
  usePageTitle('contactImport.history.detailTitle');
  const { uploadHistoryId } = useParams();
  return <UploadHistoryDetailPage uploadHistoryId={Number(uploadHistoryId)} />;
}
