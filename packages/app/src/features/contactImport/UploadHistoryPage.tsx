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
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useQuery } from '../../shared/useQuery';

/** `/settings/localContactsUploadHistory`: the user's contact uploads, newest first, 30 a page. */
export function UploadHistoryPage() {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useQuery(
    (signal) => client.contactImport.uploadHistory({ query: { page } }, { signal }),
    String(page),
    { pollWhile: (answer) => answer.items.some((item) => item.status === 0) },
  );
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactImport.history.title')}
      </h1>
      {history.error ? (
        <ErrorState title={t('contactImport.history.loadFailed')} onRetry={history.reload} />
      ) : history.isLoading && !history.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <Table aria-label={t('contactImport.history.title')}>
            <TableHeader>
              <Column id="uploadTime" isRowHeader>
                {t('contactImport.history.columns.uploadTime')}
              </Column>
              <Column id="uploadFile">{t('contactImport.history.columns.uploadFile')}</Column>
              <Column id="folder">{t('contactImport.history.columns.folder')}</Column>
              <Column id="status">{t('contactImport.history.columns.status')}</Column>
              <Column id="counts">{t('contactImport.history.columns.counts')}</Column>
            </TableHeader>
            <TableBody
              items={history.data?.items ?? []}
              renderEmptyState={() => <EmptyState title={t('contactImport.history.empty')} />}
            >
              {(item) => (
                <Row id={item.uploadHistoryId} textValue={item.uploadFile}>
                  <Cell>
                    <Link to={`/settings/localContactsUploadHistory/detail/${item.uploadHistoryId}`}>
                      <time dateTime={item.uploadTime}>{formatDisplayDate(item.uploadTime, 'dateTime')}</time>
                    </Link>
                  </Cell>
                  <Cell>{item.uploadFile}</Cell>
                  <Cell>{item.folderName ?? t('contactImport.history.folderDeleted')}</Cell>
                  <Cell>{t(`contactImport.history.status.${item.statusStr}`)}</Cell>
                  <Cell>
                    {t('contactImport.history.counts', { added: item.addCount, failed: item.failureCount })}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            pageSize={IMPORT_RESULT_PAGE_SIZE}
            totalCount={history.data?.totalCount ?? 0}
            onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </main>
  );
}
