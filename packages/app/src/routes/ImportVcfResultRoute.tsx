import type { FolderTypeParam } from '@kizuna/api-client/contract';
import { useParams } from 'react-router';
import { ImportResultsPage } from '../features/contactImport/ImportResultsPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function ImportVcfResultRoute() {
  usePageTitle('contactImport.results.title');
  const { folderType, folderId } = useParams();
  return <ImportResultsPage folderType={folderType as FolderTypeParam} folderId={Number(folderId)} />;
}
