import type { Notice, NoticeImportance } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { latestFirst } from './latestFirst';

export interface NoticeListProps {
  notices: readonly Notice[];
  isLoading: boolean;
  error: unknown;
  /** Loads the notices again; offered with the error. */
  onRetry?: () => void;
  /** A mark-as-read call is running; the buttons wait. @default false */
  isMarking?: boolean;
  onMarkRead: (informationId: number) => void;
  onMarkAllRead: () => void;
}

const IMPORTANCE_KEYS: Record<NoticeImportance, string> = {
  0: 'home.notices.importance.low',
  1: 'home.notices.importance.middle',
  2: 'home.notices.importance.high',
};

const IMPORTANCE_NAMES: Record<NoticeImportance, string> = { 0: 'low', 1: 'middle', 2: 'high' };

/**
 * The home page's notices, newest first: title, date, importance (a badge in words, never colour
 * alone), memo and read state.
 */
export function NoticeList({
  notices,
  isLoading,
  error,
  onRetry,
  isMarking = false,
  onMarkRead,
  onMarkAllRead,
}: NoticeListProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className="kz-notices" aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {t('home.notices.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="kz-skeleton kz-notices__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (error) {
    return <ErrorState title={t('home.notices.error')} onRetry={onRetry} />;
  }
  if (notices.length === 0) {
    return (
      <EmptyState icon="inbox" title={t('home.notices.empty')} description={t('home.notices.emptyHint')} />
    );
  }
  const unreadCount = notices.filter((n) => !n.read).length;
  return (
    <div className="kz-notices">
      <div className="kz-notices__toolbar">
        <Button onPress={onMarkAllRead} isDisabled={unreadCount === 0 || isMarking}>
          {t('home.notices.markAllRead')}
        </Button>
      </div>
      <ul className="kz-notices__list">
        {[...notices].sort(latestFirst).map((notice) => (
          <li
            key={notice.informationId}
            className="kz-notice"
            data-read={notice.read || undefined}
            data-importance={IMPORTANCE_NAMES[notice.important]}
            aria-labelledby={`kz-notice-${notice.informationId}`}
          >
            <div className="kz-notice__meta">
              <time dateTime={notice.startDatetime}>{formatDisplayDate(notice.startDatetime)}</time>
              <span className="kz-notice__importance">
                {notice.important === 2 && <Icon name="alert" size={12} />}
                {t(IMPORTANCE_KEYS[notice.important])}
              </span>
              <span className="kz-notice__state">
                {t(notice.read ? 'home.notices.read' : 'home.notices.unread')}
              </span>
            </div>
            <h3 id={`kz-notice-${notice.informationId}`} className="kz-notice__title">
              {notice.title}
            </h3>
            <p className="kz-notice__memo">{notice.memo}</p>
            {!notice.read && (
              <Button
                size="small"
                variant="quiet"
                isDisabled={isMarking}
                onPress={() => onMarkRead(notice.informationId)}
                aria-label={t('home.notices.markReadNamed', { title: notice.title })}
              >
                {t('home.notices.markRead')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
