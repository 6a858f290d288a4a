import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectUnread, useBadgeStore } from '../session';

/** Header link to the notices with the unread count, spoken as a sentence. */
export function NoticeBadge() {
  const { t } = useTranslation();
  const unread = useBadgeStore(selectUnread) ?? 0;
  return (
    <Link to="/home" className="kz-notice-badge" aria-label={t('header.notices', { count: unread })}>
      <span aria-hidden="true">{t('header.noticesShort')}</span>
      {unread > 0 && (
        <span className="kz-notice-badge__count" aria-hidden="true" data-testid="notice-badge-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
