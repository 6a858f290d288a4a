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
import { importMessageText } from './importMessageText';

export interface ImportLineMessage {
  lineNumber: number;
  messageCode: string;
  messageParams: Readonly<Record<string, string | number>>;
}

export interface ImportResultDetailViewProps {
  items: readonly ImportLineMessage[];
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** `.../importResultDetail/{fileId}`: the message of every line of one import that did not go in. */
export function ImportResultDetailView({
  items,
  page,
  pageSize,
  totalCount,
  onPageChange,
  isLoading,
  error,
  onRetry,
}: ImportResultDetailViewProps) {
  const { t } = useTranslation();
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <p>
        <Link to="/settings/cucmSettings/callRejectionSettings/importResult">
          {t('callRejections.detail.back')}
        </Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('callRejections.detail.title')}
      </h1>
      {error ? (
        <ErrorState title={t('callRejections.results.loadFailed')} onRetry={onRetry} />
      ) : isLoading && items.length === 0 ? (
        <p role="status" className="kz-form-help">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <Table aria-label={t('callRejections.detail.title')}>
            <TableHeader>
              <Column id="line" isRowHeader width={120}>
                {t('callRejections.detail.columns.line')}
              </Column>
              <Column id="message">{t('callRejections.detail.columns.message')}</Column>
            </TableHeader>
            <TableBody
              items={items.map((item, index) => ({ ...item, id: `${item.lineNumber}-${index}` }))}
              renderEmptyState={() => <EmptyState icon="check" title={t('callRejections.detail.empty')} />}
            >
              {(item) => (
                <Row id={item.id} textValue={String(item.lineNumber)}>
                  <Cell>{t('callRejections.detail.line', { line: item.lineNumber })}</Cell>
                  <Cell>{importMessageText(t, item.messageCode, item.messageParams)}</Cell>
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
