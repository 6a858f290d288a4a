import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE } from '@kizuna/api-client/contract';
import { EmptyState } from '@kizuna/ui';
import { KizunaHttpError } from '@kizuna/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { NotFoundPage } from '../../errors/ErrorPage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PagedResultView } from '../../shared/PagedResultView';
import { useQuery } from '../../shared/useQuery';
import { importLineReason } from './importMessage';
import { usePageParam } from './usePageParam';

/** `/settings/localContactsUploadHistory/detail/{id}`: one upload and each of its lines. */
export function UploadHistoryDetailPage({ uploadHistoryId }: { uploadHistoryId: number }) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [page, setPage] = usePageParam();
  const upload = useQuery(
    (signal) => client.contactImport.uploadHistoryItem({ params: { id: uploadHistoryId } }, { signal }),
    String(uploadHistoryId),
    { pollWhile: (answer) => answer.status === 0 },
  );
  const lines = useQuery(
    (signal) =>
      client.contactImport.uploadHistoryDetail(
        { params: { id: uploadHistoryId }, query: { page } },
        { signal },
      ),
    `${uploadHistoryId}:${page}:${upload.data?.status ?? 0}`,
  );
  const item = upload.data;
  // A folder, file or upload that is not the user's (or does not exist) is the 404 page.
  if (upload.error instanceof KizunaHttpError && upload.error.statusCode === 404) return <NotFoundPage />;
  return (
    <PagedResultView
      title={t('contactImport.history.detailTitle')}
      tableLabel={t('contactImport.history.linesTitle')}
      back={<Link to="/settings/localContactsUploadHistory">{t('contactImport.history.back')}</Link>}
      error={upload.error || lines.error}
      loadFailed={t('contactImport.history.loadFailed')}
      onRetry={() => {
        upload.reload();
        lines.reload();
      }}
      isLoading={!item}
      summary={
        item && (
          <dl className="kz-import-summary">
            <dt>{t('contactImport.history.columns.uploadTime')}</dt>
            <dd>
              <time dateTime={item.uploadTime}>{formatDisplayDate(item.uploadTime, 'dateTime')}</time>
            </dd>
            <dt>{t('contactImport.history.columns.uploadFile')}</dt>
            <dd>{item.uploadFile}</dd>
            <dt>{t('contactImport.history.columns.folder')}</dt>
            <dd>{item.folderName ?? t('contactImport.history.folderDeleted')}</dd>
            <dt>{t('contactImport.history.columns.status')}</dt>
            <dd>{t(`contactImport.history.status.${item.statusStr}`)}</dd>
            <dt>{t('contactImport.history.columns.counts')}</dt>
            <dd>{t('contactImport.history.counts', { added: item.addCount, failed: item.failureCount })}</dd>
          </dl>
        )
      }
      items={lines.data?.items ?? []}
      rowId={(line) => line.id}
      rowText={(line) => line.name}
      empty={<EmptyState title={t('contactImport.history.noLines')} />}
      columns={[
        {
          id: 'name',
          isRowHeader: true,
          title: t('contactImport.history.lineColumns.name'),
          cell: (line) => line.name || t('contactImport.history.noName'),
        },
        {
          id: 'companyName',
          title: t('contactImport.history.lineColumns.companyName'),
          cell: (line) => line.companyName,
        },
        {
          id: 'phoneNum',
          title: t('contactImport.history.lineColumns.phoneNum'),
          cell: (line) => line.phoneNum,
        },
        {
          id: 'result',
          title: t('contactImport.history.lineColumns.result'),
          cell: (line) => t(`contactImport.history.result.${line.result}`),
        },
        {
          id: 'reason',
          title: t('contactImport.history.lineColumns.reason'),
          cell: (line) =>
            line.result === 'FAILED'
              ? importLineReason(t, line.reasonCode, line.reasonField, line.reason)
              : '',
        },
      ]}
      page={page}
      pageSize={IMPORT_RESULT_PAGE_SIZE}
      totalCount={lines.data?.totalCount ?? 0}
      onPageChange={setPage}
    />
  );
}
