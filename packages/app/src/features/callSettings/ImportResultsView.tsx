import './callSettings.css';
import { EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PagedResultView, type PagedList } from '../../shared/PagedResultView';
import type { RejectionImportSummary } from './CallRejectionsView';
import { importMessageText } from './importMessageText';

export interface ImportResultItem extends RejectionImportSummary {
  createdAt: string;
}

export type ImportResultsViewProps = PagedList<ImportResultItem>;

/** `.../callRejectionSettings/importResult`: the user's imports, newest first, with their counts. */
export function ImportResultsView({ items, isLoading, ...paging }: ImportResultsViewProps) {
  const { t } = useTranslation();
  return (
    <PagedResultView
      {...paging}
      title={t('callRejections.results.title')}
      back={<Link to="/settings/cucmSettings/callRejectionSettings">{t('callRejections.results.back')}</Link>}
      loadFailed={t('callRejections.results.loadFailed')}
      isLoading={isLoading && items.length === 0}
      loadingClassName="kz-form-help"
      isPageLoading={isLoading}
      items={items}
      rowId={(item) => item.fileId}
      rowText={(item) => item.fileName}
      empty={<EmptyState title={t('callRejections.results.empty')} />}
      columns={[
        {
          id: 'createdAt',
          isRowHeader: true,
          title: t('callRejections.results.columns.createdAt'),
          cell: (item) => (
            <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt, 'dateTime')}</time>
          ),
        },
        {
          id: 'fileName',
          title: t('callRejections.results.columns.fileName'),
          cell: (item) => item.fileName,
        },
        {
          id: 'status',
          title: t('callRejections.results.columns.status'),
          cell: (item) => (
            <>
              {t(`callRejections.results.status.${item.status}`)}
              {item.status === 'FAILED' && item.messageCode && (
                <span className="kz-form-help"> {importMessageText(t, item.messageCode)}</span>
              )}
            </>
          ),
        },
        {
          id: 'counts',
          title: t('callRejections.results.columns.counts'),
          cell: (item) => t('callRejections.import.counts', { ...item }),
        },
        {
          id: 'detail',
          title: t('callRejections.results.columns.detail'),
          cell: (item) => (
            <Link
              to={`/settings/cucmSettings/callRejectionSettings/importResultDetail/${item.fileId}`}
              aria-label={t('callRejections.results.detailOf', { fileName: item.fileName })}
            >
              {t('callRejections.import.detail')}
            </Link>
          ),
        },
      ]}
    />
  );
}
