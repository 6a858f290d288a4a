import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE } from '@kizuna/api-client/contract';
import {
  Button,
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
import { useNavigate, useSearchParams } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { NotFoundPage } from '../../errors/ErrorPage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { importMessage } from './importMessage';
import { useQuery } from '../../shared/useQuery';

/** `/externalContacts/importVcfResultDetails/{fileId}`: the file's outcome, then each line that failed. */
export function ImportResultDetailsPage({ fileId }: { fileId: number }) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const details = useQuery(
    (signal) => client.contactImport.importVcfResultDetails({ query: { fileId, page } }, { signal }),
    `${fileId}:${page}`,
    { pollWhile: (answer) => answer.totalCount === 0 },
  );
  const items = (details.data?.items ?? []).map((item, index) => ({ ...item, id: `${page}-${index}` }));
  // A folder, file or upload that is not the user's (or does not exist) is the 404 page.
  if (details.error instanceof KizunaHttpError && details.error.statusCode === 404) return <NotFoundPage />;
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <p>
        <Button variant="quiet" size="small" onPress={() => void navigate(-1)}>
          {t('contactImport.details.back')}
        </Button>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactImport.details.title')}
      </h1>
      {details.error ? (
        <ErrorState title={t('contactImport.details.loadFailed')} onRetry={details.reload} />
      ) : details.isLoading && !details.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <Table aria-label={t('contactImport.details.title')}>
            <TableHeader>
              <Column id="message" isRowHeader>
                {t('contactImport.details.columns.message')}
              </Column>
              <Column id="createdAt">{t('contactImport.details.columns.createdAt')}</Column>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() => <EmptyState title={t('contactImport.status.processing')} />}
            >
              {(item) => (
                <Row id={item.id} textValue={item.messageCode}>
                  <Cell>
                    {item.messageCode === 'FAILURE' && item.messageParams.line !== undefined
                      ? t('contactImport.details.lineFailed', { ...item.messageParams })
                      : importMessage(t, item.messageCode, item.messageParams)}
                  </Cell>
                  <Cell>
                    <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            pageSize={IMPORT_RESULT_PAGE_SIZE}
            totalCount={details.data?.totalCount ?? 0}
            onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </main>
  );
}
