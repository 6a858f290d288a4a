import type { Notice } from '@kizuna/api-client/contract';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../shared/formatDisplayDate';

/** How many of the latest notices the bell's popover lists. */
export const NOTICES_PREVIEW_SIZE = 5;

export interface NoticesPreviewProps {
  notices: readonly Notice[];
  isLoading: boolean;
  error: unknown;
  /** Called when a link in the preview is followed (the popover closes). */
  onNavigate?: () => void;
}

function latestFirst(a: Notice, b: Notice): number {
  return b.startDatetime.localeCompare(a.startDatetime);
}

/** The latest notices, unread ones marked in words, and a link to all of them on the home page. */
export function NoticesPreview({ notices, isLoading, error, onNavigate }: NoticesPreviewProps) {
  const { t } = useTranslation();
  const latest = [...notices].sort(latestFirst).slice(0, NOTICES_PREVIEW_SIZE);
  let body;
  if (isLoading) body = <Skeleton lines={3} />;
  else if (error) body = <p className="kz-notices-preview__message">{t('home.notices.error')}</p>;
  else if (latest.length === 0)
    body = <p className="kz-notices-preview__message">{t('home.notices.empty')}</p>;
  else
    body = (
      <ul className="kz-notices-preview__list">
        {latest.map((notice) => (
          <li
            key={notice.informationId}
            className="kz-notices-preview__item"
            data-read={notice.read || undefined}
          >
            <span className="kz-notices-preview__title">{notice.title}</span>
            <span className="kz-notices-preview__meta">
              <time dateTime={notice.startDatetime}>{formatDisplayDate(notice.startDatetime)}</time>
              {!notice.read && <span className="kz-notices-preview__unread">{t('home.notices.unread')}</span>}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="kz-notices-preview" aria-busy={isLoading || undefined}>
      <h2 className="kz-notices-preview__heading">{t('header.noticesShort')}</h2>
      {body}
      <Link to="/home" className="kz-notices-preview__all" onClick={onNavigate}>
        {t('frame.allNotices')}
      </Link>
    </div>
  );
}
