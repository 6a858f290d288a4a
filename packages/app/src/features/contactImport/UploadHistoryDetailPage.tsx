import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE } from '@kizuna/api-client/contract';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@kizuna/ui';
import { KizunaHttpError } from '@kizuna/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { NotFoundPage } from '../../errors/ErrorPage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useQuery } from '../../shared/useQuery';

/** `/settings/localContactsUploadHistory/detail/{id}`: one upload and each of its lines. */
export function UploadHistoryDetailPage({ uploadHistoryId }: { uploadHistoryId: number }) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
    <main className="kz-page" aria-labelledby="kz-page-title">
      <p>
        <Link to="/settings/localContactsUploadHistory">{t('contactImport.history.back')}</Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactImport.history.detailTitle')}
      </h1>
      {upload.error || lines.error ? (
        <ErrorState
          title={t('contactImport.history.loadFailed')}
          onRetry={() => {
            upload.reload();
            lines.reload();
          }}
        />
      ) : !item ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
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
          <Table aria-label={t('contactImport.history.linesTitle')}>
            <TableHeader>
              <Column id="name" isRowHeader>
                {t('contactImport.history.lineColumns.name')}
              </Column>
              <Column id="companyName">{t('contactImport.history.lineColumns.companyName')}</Column>
              <Column id="phoneNum">{t('contactImport.history.lineColumns.phoneNum')}</Column>
              <Column id="result">{t('contactImport.history.lineColumns.result')}</Column>
              <Column id="reason">{t('contactImport.history.lineColumns.reason')}</Column>
            </TableHeader>
            <TableBody
              items={lines.data?.items ?? []}
              renderEmptyState={() => <EmptyState title={t('contactImport.history.noLines')} />}
            >
              {(line) => (
                <Row id={line.id} textValue={line.name}>
                  <Cell>{line.name || t('contactImport.history.noName')}</Cell>
                  <Cell>{line.companyName}</Cell>
                  <Cell>{line.phoneNum}</Cell>
                  <Cell>{t(`contactImport.history.result.${line.result}`)}</Cell>
                  <Cell>{line.reason}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            pageSize={IMPORT_RESULT_PAGE_SIZE}
            totalCount={lines.data?.totalCount ?? 0}
            onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </main>
  );
}
