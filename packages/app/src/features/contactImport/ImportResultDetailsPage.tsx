import './contactImport.css';
import { IMPORT_RESULT_PAGE_SIZE } from '@kizuna/api-client/contract';
import { Button, EmptyState } from '@kizuna/ui';
import { KizunaHttpError } from '@kizuna/api-client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { NotFoundPage } from '../../errors/ErrorPage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PagedResultView } from '../../shared/PagedResultView';
import { useQuery } from '../../shared/useQuery';
import { importLineMessage, importMessage } from './importMessage';
import { usePageParam } from './usePageParam';

/** `/externalContacts/importVcfResultDetails/{fileId}`: the file's outcome, then each line that failed. */
export function ImportResultDetailsPage({ fileId }: { fileId: number }) {
  const { t } = useTranslation();
  // Polled while files are processed: the silent client keeps the loading overlay away.
  const client = useSilentClient();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const details = useQuery(
    (signal) => client.contactImport.importVcfResultDetails({ query: { fileId, page } }, { signal }),
    `${fileId}:${page}`,
    { pollWhile: (answer) => answer.totalCount === 0 },
  );
  const items = (details.data?.items ?? []).map((item, index) => ({ ...item, id: `${page}-${index}` }));
  // A folder, file or upload that is not the user's (or does not exist) is the 404 page.
  if (details.error instanceof KizunaHttpError && details.error.statusCode === 404) return <NotFoundPage />;
  return (
    <PagedResultView
      title={t('contactImport.details.title')}
      back={
        <Button variant="quiet" size="small" onPress={() => void navigate(-1)}>
          {t('contactImport.details.back')}
        </Button>
      }
      error={details.error}
      loadFailed={t('contactImport.details.loadFailed')}
      onRetry={details.reload}
      isLoading={details.isLoading && !details.data}
      items={items}
      rowId={(item) => item.id}
      rowText={(item) => item.messageCode}
      empty={<EmptyState title={t('contactImport.status.processing')} />}
      columns={[
        {
          id: 'message',
          isRowHeader: true,
          title: t('contactImport.details.columns.message'),
          cell: (item) =>
            item.messageCode === 'FAILURE' && item.messageParams.line !== undefined
              ? importLineMessage(t, item.messageParams)
              : importMessage(t, item.messageCode, item.messageParams),
        },
        {
          id: 'createdAt',
          title: t('contactImport.details.columns.createdAt'),
          cell: (item) => (
            <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
          ),
        },
      ]}
      page={page}
      pageSize={IMPORT_RESULT_PAGE_SIZE}
      totalCount={details.data?.totalCount ?? 0}
      onPageChange={setPage}
    />
  );
}
