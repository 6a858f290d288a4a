import type { Notice, NoticeImportance } from '@kizuna/api-client/contract';
import { PlainButton, EmptyState, ErrorState, Icon } from '@kizuna/ui';
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

/** Must-read notices not yet read come first; then the newest. */
function pinnedFirst(a: Notice, b: Notice): number {
  const pinned = (n: Notice) => (n.mustRead && !n.read ? 0 : 1);
  return pinned(a) - pinned(b) || latestFirst(a, b);
}

export interface NoticeItemProps {
  notice: Notice;
  /** A mark-as-read call is running; the button waits. @default false */
  isMarking?: boolean;
  /** Marks it read; without it (a preview) the button does nothing. */
  onMarkRead?: () => void;
  /** The title's heading level: 3 under home's card, 2 on the notices page. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * One notice as people see it: date, importance (in words, never colour alone), must-read, read
 * state, title and memo, and "Mark as read" while unread.
 */
export function NoticeItem({ notice, isMarking = false, onMarkRead, headingLevel = 3 }: NoticeItemProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const pinned = notice.mustRead && !notice.read;
  return (
    <li
      className="kz-notice"
      data-read={notice.read || undefined}
      data-must-read={pinned || undefined}
      data-importance={IMPORTANCE_NAMES[notice.important]}
      aria-labelledby={`kz-notice-${notice.informationId}`}
    >
      <div className="kz-notice__meta">
        <time dateTime={notice.startDatetime}>{formatDisplayDate(notice.startDatetime)}</time>
        <span className="kz-notice__importance">
          {notice.important === 2 && <Icon name="alert" size={12} />}
          {t(IMPORTANCE_KEYS[notice.important])}
        </span>
        {notice.mustRead && <span className="kz-notice__must-read">{t('home.notices.mustRead')}</span>}
        <span className="kz-notice__state">
          {t(notice.read ? 'home.notices.read' : 'home.notices.unread')}
        </span>
      </div>
      <Title id={`kz-notice-${notice.informationId}`} className="kz-notice__title">
        {notice.title}
      </Title>
      <p className="kz-notice__memo">{notice.memo}</p>
      {!notice.read && (
        <PlainButton
          size="small"
          variant={pinned ? 'primary' : 'quiet'}
          isDisabled={isMarking}
          onPress={onMarkRead}
          aria-label={t('home.notices.markReadNamed', { title: notice.title })}
        >
          {t('home.notices.markRead')}
        </PlainButton>
      )}
    </li>
  );
}

/**
 * The home page's notices, must-read ones not yet read first, then newest first: title, date, importance (a badge in words, never colour
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
        <PlainButton onPress={onMarkAllRead} isDisabled={unreadCount === 0 || isMarking}>
          {t('home.notices.markAllRead')}
        </PlainButton>
      </div>
      <ul className="kz-notices__list">
        {[...notices].sort(pinnedFirst).map((notice) => (
          <NoticeItem
            key={notice.informationId}
            notice={notice}
            isMarking={isMarking}
            onMarkRead={() => onMarkRead(notice.informationId)}
          />
        ))}
      </ul>
    </div>
  );
}
