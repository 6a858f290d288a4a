import '../adminPage.css';
import './informationAdmin.css';
import { useState } from 'react';
import { NOTICE_READ_STATES } from '@kizuna/api-client/contract';
import type { NoticeReadState } from '@kizuna/api-client/contract';
import { NOTICE_LIMITS } from '@kizuna/api-client/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@kizuna/ui';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { downloadFile } from '../../../shared/downloadFile';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';

export interface NoticeReadsPageProps {
  informationId: number;
}

/**
 * `/front/admin/information/:informationId/reads`: who of the tenant has and has not read a
 * notice, a page at a time by kana reading, with their division; exported as TSV.
 */
export function NoticeReadsPage({ informationId }: NoticeReadsPageProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [state, setState] = useState<NoticeReadState>('unread');
  const [page, setPage] = useState(1);
  const size = NOTICE_LIMITS.readsPageSizeDefault;
  const notices = useQuery((signal) => client.informationAdmin.list(undefined, { signal }), 'adminNotices');
  const notice = notices.data?.items.find((n) => n.informationId === informationId);
  const reads = useQuery(
    (signal) =>
      client.informationAdmin.reads({ params: { informationId }, query: { state, page, size } }, { signal }),
    `${informationId}:${state}:${page}`,
  );
  const [exporting, setExporting] = useState(false);
  const exportAs = async (charset: 'UTF-8' | 'Shift_JIS') => {
    setExporting(true);
    try {
      downloadFile(
        await client.informationAdmin.exportReads({ params: { informationId }, query: { charset } }),
      );
    } catch {
      toast({ title: t('admin.information.readsPage.exportFailed'), tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  const back = <Link to="/admin/information">{t('admin.information.readsPage.back')}</Link>;
  if (statusOf(reads.error) === 404) {
    return (
      <Page title={t('admin.information.readsPage.title')} back={back}>
        <EmptyState title={t('admin.information.readsPage.notFound')} />
      </Page>
    );
  }
  const data = reads.data;
  return (
    <Page title={t('admin.information.readsPage.title')} back={back} className="kz-notice-admin">
      {notice && <p className="kz-notice-admin__subject">{notice.title}</p>}
      <Tabs
        selectedKey={state}
        onSelectionChange={(key) => {
          setState(key as NoticeReadState);
          setPage(1);
        }}
      >
        <div className="kz-admin-page__top">
          <TabList aria-label={t('admin.information.readsPage.tabs')}>
            <Tab id="unread">
              {t('admin.information.readsPage.unread', { count: data?.unreadCount ?? 0 })}
            </Tab>
            <Tab id="read">{t('admin.information.readsPage.read', { count: data?.readCount ?? 0 })}</Tab>
          </TabList>
          <div className="kz-notice-admin__exports">
            <Button onPress={() => void exportAs('UTF-8')} isDisabled={exporting}>
              <Download size={16} aria-hidden="true" />
              {t('admin.information.readsPage.export')}
            </Button>
            <Button variant="quiet" onPress={() => void exportAs('Shift_JIS')} isDisabled={exporting}>
              {t('admin.information.readsPage.exportSjis')}
            </Button>
          </div>
        </div>
        {NOTICE_READ_STATES.map((id) => (
          // The list below the tabs is the panel of the one chosen; the other is not drawn.
          <TabPanel key={id} id={id}>
            {reads.error != null ? (
              <ErrorState title={t('admin.information.loadFailed')} onRetry={reads.reload} />
            ) : !data ? (
              <Skeleton lines={8} />
            ) : data.items.length === 0 ? (
              <EmptyState
                title={t(
                  state === 'unread'
                    ? 'admin.information.readsPage.emptyUnread'
                    : 'admin.information.readsPage.emptyRead',
                )}
              />
            ) : (
              <>
                <div className="kz-notice-admin__scroll">
                  <table className="kz-admin-table kz-notice-admin-table">
                    <caption className="kz-VisuallyHidden">
                      {t(
                        state === 'unread'
                          ? 'admin.information.readsPage.unread'
                          : 'admin.information.readsPage.read',
                        {
                          count: data.totalCount,
                        },
                      )}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.information.readsPage.name')}</th>
                        <th scope="col">{t('admin.information.readsPage.division')}</th>
                        <th scope="col">{t('admin.information.readsPage.account')}</th>
                        {state === 'read' && <th scope="col">{t('admin.information.readsPage.readAt')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((person) => (
                        <tr key={person.userId}>
                          <th scope="row">
                            <Link to={`/internalContacts/detail/${person.userId}`}>{person.fullName}</Link>
                          </th>
                          <td>{person.divisionName ?? t('admin.information.readsPage.noDivision')}</td>
                          <td>{person.accountId}</td>
                          {state === 'read' && (
                            <td>{person.readAt ? formatDisplayDate(person.readAt, 'dateTime') : ''}</td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination
                  page={data.page}
                  pageSize={data.size}
                  totalCount={data.totalCount}
                  onPageChange={setPage}
                />
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
