import { useParams } from 'react-router';
import { ImportResultDetailsPage } from '../features/contactImport/ImportResultDetailsPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function ImportVcfResultDetailsRoute() {
  usePageTitle('contactImport.details.title');
  const { fileId } = useParams();
  return <ImportResultDetailsPage fileId={Number(fileId)} />;
}
