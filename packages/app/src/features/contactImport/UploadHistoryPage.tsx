import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE } from '@kizuna/api-client/contract';
import { EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PagedResultView } from '../../shared/PagedResultView';
import { useQuery } from '../../shared/useQuery';
import { usePageParam } from './usePageParam';

/** `/settings/localContactsUploadHistory`: the user's contact uploads, newest first, 30 a page. */
export function UploadHistoryPage() {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [page, setPage] = usePageParam();
  const history = useQuery(
    (signal) => client.contactImport.uploadHistory({ query: { page } }, { signal }),
    String(page),
    { pollWhile: (answer) => answer.items.some((item) => item.status === 0) },
  );
  return (
    <PagedResultView
      title={t('contactImport.history.title')}
      error={history.error}
      loadFailed={t('contactImport.history.loadFailed')}
      onRetry={history.reload}
      isLoading={history.isLoading && !history.data}
      items={history.data?.items ?? []}
      rowId={(item) => item.uploadHistoryId}
      rowText={(item) => item.uploadFile}
      empty={<EmptyState title={t('contactImport.history.empty')} />}
      columns={[
        {
          id: 'uploadTime',
          isRowHeader: true,
          title: t('contactImport.history.columns.uploadTime'),
          cell: (item) => (
            <Link to={`/settings/localContactsUploadHistory/detail/${item.uploadHistoryId}`}>
              <time dateTime={item.uploadTime}>{formatDisplayDate(item.uploadTime, 'dateTime')}</time>
            </Link>
          ),
        },
        {
          id: 'uploadFile',
          title: t('contactImport.history.columns.uploadFile'),
          cell: (item) => item.uploadFile,
        },
        {
          id: 'folder',
          title: t('contactImport.history.columns.folder'),
          cell: (item) => item.folderName ?? t('contactImport.history.folderDeleted'),
        },
        {
          id: 'status',
          title: t('contactImport.history.columns.status'),
          cell: (item) => t(`contactImport.history.status.${item.statusStr}`),
        },
        {
          id: 'counts',
          title: t('contactImport.history.columns.counts'),
          cell: (item) =>
            t('contactImport.history.counts', { added: item.addCount, failed: item.failureCount }),
        },
      ]}
      page={page}
      pageSize={IMPORT_RESULT_PAGE_SIZE}
      totalCount={history.data?.totalCount ?? 0}
      onPageChange={setPage}
    />
  );
}
