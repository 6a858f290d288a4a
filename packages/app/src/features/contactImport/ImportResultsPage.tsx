import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE, type FolderTypeParam } from '@kizuna/api-client/contract';
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
import { importMessage } from './importMessage';
import { useQuery } from '../../shared/useQuery';

export interface ImportResultsPageProps {
  folderType: FolderTypeParam;
  folderId: number;
}

/** `/externalContacts/{type}/{folderId}/importVcfResult`: the user's import files into the folder, newest first. */
export function ImportResultsPage({ folderType, folderId }: ImportResultsPageProps) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const results = useQuery(
    (signal) =>
      client.contactImport.importVcfResult({ params: { folderType, folderId }, query: { page } }, { signal }),
    `${folderType}:${folderId}:${page}`,
    { pollWhile: (answer) => answer.items.some((item) => !item.processed) },
  );
  const items = results.data?.items ?? [];
  // A folder, file or upload that is not the user's (or does not exist) is the 404 page.
  if (results.error instanceof KizunaHttpError && results.error.statusCode === 404) return <NotFoundPage />;
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <p>
        <Link to={`/externalContacts#folderType=${folderType}&folderId=${folderId}`}>
          {t('contactImport.results.back')}
        </Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactImport.results.title')}
      </h1>
      {results.error ? (
        <ErrorState title={t('contactImport.results.loadFailed')} onRetry={results.reload} />
      ) : results.isLoading && !results.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <Table aria-label={t('contactImport.results.title')}>
            <TableHeader>
              <Column id="createdAt" isRowHeader>
                {t('contactImport.results.columns.createdAt')}
              </Column>
              <Column id="fileName">{t('contactImport.results.columns.fileName')}</Column>
              <Column id="result">{t('contactImport.results.columns.result')}</Column>
              <Column id="detail">{t('contactImport.results.columns.detail')}</Column>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() => <EmptyState title={t('contactImport.results.empty')} />}
            >
              {(item) => (
                <Row id={item.fileId} textValue={item.fileName}>
                  <Cell>
                    <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
                  </Cell>
                  <Cell>{item.fileName}</Cell>
                  <Cell>
                    {importMessage(t, item.messageCode, {
                      fileName: item.fileName,
                      addCount: item.addCount,
                      failureCount: item.failureCount,
                    })}
                  </Cell>
                  <Cell>
                    {item.processed ? (
                      <Link to={`/externalContacts/importVcfResultDetails/${item.fileId}`}>
                        {t('contactImport.results.detailLink', { fileName: item.fileName })}
                      </Link>
                    ) : (
                      t('contactImport.status.processing')
                    )}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            pageSize={IMPORT_RESULT_PAGE_SIZE}
            totalCount={results.data?.totalCount ?? 0}
            onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </main>
  );
}
