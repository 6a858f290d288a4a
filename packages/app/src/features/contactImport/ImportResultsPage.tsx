import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE, type FolderTypeParam } from '@kizuna/api-client/contract';
import { EmptyState } from '@kizuna/ui';
import { KizunaHttpError } from '@kizuna/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { NotFoundPage } from '../../errors/ErrorPage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PagedResultView } from '../../shared/PagedResultView';
import { useQuery } from '../../shared/useQuery';
import { importMessage } from './importMessage';
import { usePageParam } from './usePageParam';

export interface ImportResultsPageProps {
  folderType: FolderTypeParam;
  folderId: number;
}

/** `/externalContacts/{type}/{folderId}/importVcfResult`: the user's import files into the folder, newest first. */
export function ImportResultsPage({ folderType, folderId }: ImportResultsPageProps) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [page, setPage] = usePageParam();
  const results = useQuery(
    (signal) =>
      client.contactImport.importVcfResult({ params: { folderType, folderId }, query: { page } }, { signal }),
    `${folderType}:${folderId}:${page}`,
    { pollWhile: (answer) => answer.items.some((item) => !item.processed) },
  );
  // A folder, file or upload that is not the user's (or does not exist) is the 404 page.
  if (results.error instanceof KizunaHttpError && results.error.statusCode === 404) return <NotFoundPage />;
  return (
    <PagedResultView
      title={t('contactImport.results.title')}
      back={
        <Link to={`/externalContacts#folderType=${folderType}&folderId=${folderId}`}>
          {t('contactImport.results.back')}
        </Link>
      }
      error={results.error}
      loadFailed={t('contactImport.results.loadFailed')}
      onRetry={results.reload}
      isLoading={results.isLoading && !results.data}
      items={results.data?.items ?? []}
      rowId={(item) => item.fileId}
      rowText={(item) => item.fileName}
      empty={<EmptyState title={t('contactImport.results.empty')} />}
      columns={[
        {
          id: 'createdAt',
          isRowHeader: true,
          title: t('contactImport.results.columns.createdAt'),
          cell: (item) => (
            <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
          ),
        },
        { id: 'fileName', title: t('contactImport.results.columns.fileName'), cell: (item) => item.fileName },
        {
          id: 'result',
          title: t('contactImport.results.columns.result'),
          cell: (item) =>
            importMessage(t, item.messageCode, {
              fileName: item.fileName,
              addCount: item.addCount,
              failureCount: item.failureCount,
            }),
        },
        {
          id: 'detail',
          title: t('contactImport.results.columns.detail'),
          cell: (item) =>
            item.processed ? (
              <Link to={`/externalContacts/importVcfResultDetails/${item.fileId}`}>
                {t('contactImport.results.detailLink', { fileName: item.fileName })}
              </Link>
            ) : (
              t('contactImport.status.processing')
            ),
        },
      ]}
      page={page}
      pageSize={IMPORT_RESULT_PAGE_SIZE}
      totalCount={results.data?.totalCount ?? 0}
      onPageChange={setPage}
    />
  );
}
