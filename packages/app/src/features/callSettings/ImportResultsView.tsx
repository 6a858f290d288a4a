import './callSettings.css';
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
import { Link } from 'react-router';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import type { RejectionImportSummary } from './CallRejectionsView';
import { importMessageText } from './importMessageText';

export interface ImportResultItem extends RejectionImportSummary {
  createdAt: string;
}

export interface ImportResultsViewProps {
  items: readonly ImportResultItem[];
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** `.../callRejectionSettings/importResult`: the user's imports, newest first, with their counts. */
export function ImportResultsView({
  items,
  page,
  pageSize,
  totalCount,
  onPageChange,
  isLoading,
  error,
  onRetry,
}: ImportResultsViewProps) {
  const { t } = useTranslation();
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <p>
        <Link to="/settings/cucmSettings/callRejectionSettings">{t('callRejections.results.back')}</Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('callRejections.results.title')}
      </h1>
      {error ? (
        <ErrorState title={t('callRejections.results.loadFailed')} onRetry={onRetry} />
      ) : isLoading && items.length === 0 ? (
        <p role="status" className="kz-form-help">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <Table aria-label={t('callRejections.results.title')}>
            <TableHeader>
              <Column id="createdAt" isRowHeader>
                {t('callRejections.results.columns.createdAt')}
              </Column>
              <Column id="fileName">{t('callRejections.results.columns.fileName')}</Column>
              <Column id="status">{t('callRejections.results.columns.status')}</Column>
              <Column id="counts">{t('callRejections.results.columns.counts')}</Column>
              <Column id="detail">{t('callRejections.results.columns.detail')}</Column>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() => <EmptyState title={t('callRejections.results.empty')} />}
            >
              {(item) => (
                <Row id={item.fileId} textValue={item.fileName}>
                  <Cell>
                    <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
                  </Cell>
                  <Cell>{item.fileName}</Cell>
                  <Cell>
                    {t(`callRejections.results.status.${item.status}`)}
                    {item.status === 'FAILED' && item.messageCode && (
                      <span className="kz-form-help"> {importMessageText(t, item.messageCode)}</span>
                    )}
                  </Cell>
                  <Cell>{t('callRejections.import.counts', { ...item })}</Cell>
                  <Cell>
                    <Link
                      to={`/settings/cucmSettings/callRejectionSettings/importResultDetail/${item.fileId}`}
                      aria-label={t('callRejections.results.detailOf', { fileName: item.fileName })}
                    >
                      {t('callRejections.import.detail')}
                    </Link>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {totalCount > pageSize && (
            <Pagination
              page={page}
              pageSize={pageSize}
              totalCount={totalCount}
              isDisabled={isLoading}
              onPageChange={onPageChange}
            />
          )}
        </>
      )}
    </main>
  );
}
