import './callSettings.css';
import { EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedResultView, type PagedList } from '../../shared/PagedResultView';
import { importMessageText } from './importMessageText';

export interface ImportLineMessage {
  lineNumber: number;
  messageCode: string;
  messageParams: Readonly<Record<string, string | number>>;
}

export type ImportResultDetailViewProps = PagedList<ImportLineMessage>;

/** `.../importResultDetail/{fileId}`: the message of every line of one import that did not go in. */
export function ImportResultDetailView({ items, isLoading, ...paging }: ImportResultDetailViewProps) {
  const { t } = useTranslation();
  return (
    <PagedResultView
      {...paging}
      title={t('callRejections.detail.title')}
      back={
        <Link to="/settings/cucmSettings/callRejectionSettings/importResult">
          {t('callRejections.detail.back')}
        </Link>
      }
      loadFailed={t('callRejections.results.loadFailed')}
      isLoading={isLoading && items.length === 0}
      loadingClassName="kz-form-help"
      isPageLoading={isLoading}
      items={items.map((item, index) => ({ ...item, id: `${item.lineNumber}-${index}` }))}
      rowId={(item) => item.id}
      rowText={(item) => String(item.lineNumber)}
      empty={<EmptyState icon="check" title={t('callRejections.detail.empty')} />}
      columns={[
        {
          id: 'line',
          isRowHeader: true,
          width: 120,
          title: t('callRejections.detail.columns.line'),
          cell: (item) => t('callRejections.detail.line', { line: item.lineNumber }),
        },
        {
          id: 'message',
          title: t('callRejections.detail.columns.message'),
          cell: (item) => importMessageText(t, item.messageCode, item.messageParams),
        },
      ]}
    />
  );
}
