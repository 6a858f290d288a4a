import type { Notice } from '@kizuna/api-client/contract';
import { LIMITS } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState, Pagination } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { Page } from '../../shared/Page';
import { useQuery } from '../../shared/useQuery';
import { useBadgeStore } from '../session';
import { NoticeItem } from './NoticeList';
import { selectNoticesVersion, useNoticesVersionStore } from './noticesVersionStore';

/** Notices a page of the list shows. */
export const NOTICES_PAGE_SIZE = LIMITS.defaultPageSize;

/**
 * `/front/notices`, behind 「すべてのお知らせ」: every notice published to the person so far,
 * current and past, read and unread, newest first, a page at a time (`?page=2`); one marks a
 * notice read here as on home.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const version = useNoticesVersionStore(selectNoticesVersion);
  const query = useQuery(
    (signal) => client.information.history({ query: { page, size: NOTICES_PAGE_SIZE } }, { signal }),
    `noticeHistory:${page}:${version}`,
  );
  const [marking, setMarking] = useState(false);
  const { data, set } = query;

  async function markRead(notice: Notice) {
    if (!data) return;
    setMarking(true);
    try {
      const unread = await client.information.markRead({ body: { informationIds: [notice.informationId] } });
      set({
        ...data,
        items: data.items.map((n) => (n.informationId === notice.informationId ? { ...n, read: true } : n)),
      });
      useBadgeStore.getState().setUnread(unread.count);
    } finally {
      setMarking(false);
    }
  }

  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  let body;
  if (query.isLoading && !data) {
    body = (
      <div className="kz-notices" aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {t('home.notices.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="kz-skeleton kz-notices__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (query.error) {
    body = <ErrorState title={t('home.notices.error')} onRetry={query.reload} />;
  } else if (!data || data.totalCount === 0) {
    body = (
      <EmptyState icon="inbox" title={t('home.notices.empty')} description={t('home.notices.emptyHint')} />
    );
  } else {
    body = (
      <div className="kz-notices">
        <p className="kz-notices-page__count">{t('noticesPage.count', { count: data.totalCount })}</p>
        <ul className="kz-notices__list" aria-label={t('home.notices.title')}>
          {data.items.map((notice) => (
            <NoticeItem
              key={notice.informationId}
              notice={notice}
              isMarking={marking}
              headingLevel={2}
              onMarkRead={() => void markRead(notice)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={NOTICES_PAGE_SIZE}
          totalCount={data.totalCount}
          isDisabled={query.isLoading}
          onPageChange={goTo}
        />
      </div>
    );
  }

  return (
    <Page
      title={t('noticesPage.title')}
      className="kz-notices-page"
      back={<Link to="/home">{t('noticesPage.back')}</Link>}
    >
      <p className="kz-notices-page__context">{t('noticesPage.context')}</p>
      {body}
    </Page>
  );
}
