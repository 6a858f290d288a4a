import type { MyAnpiCheck, Notice } from '@kizuna/api-client/contract';
import { ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnpiCheckNotices, latestFirst } from '../features/notices';
import { formatDisplayDate } from '../shared/formatDisplayDate';

/** How many of the latest notices the bell's popover lists. */
export const NOTICES_PREVIEW_SIZE = 5;

export interface NoticesPreviewProps {
  notices: readonly Notice[];
  /** Open safety checks that ask the person: listed first, each with the way to answer. @default [] */
  anpiChecks?: readonly MyAnpiCheck[];
  isLoading: boolean;
  error: unknown;
  /** Loads the notices again; offered with the error. */
  onRetry?: () => void;
  /** Called when a link in the preview is followed (the popover closes). */
  onNavigate?: () => void;
}

/**
 * The open safety checks that ask the person, then the latest notices, unread ones marked in words, and a link to all of them, past ones too (`/notices`); when
 * they cannot be loaded, an error with Retry in their place.
 */
export function NoticesPreview({
  notices,
  anpiChecks = [],
  isLoading,
  error,
  onRetry,
  onNavigate,
}: NoticesPreviewProps) {
  const { t } = useTranslation();
  const latest = [...notices].sort(latestFirst).slice(0, NOTICES_PREVIEW_SIZE);
  let body;
  if (isLoading) body = <Skeleton lines={3} />;
  else if (error)
    body = (
      <ErrorState className="kz-notices-preview__error" title={t('home.notices.error')} onRetry={onRetry} />
    );
  else if (latest.length === 0 && anpiChecks.length > 0) body = null;
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
      <AnpiCheckNotices checks={anpiChecks} onNavigate={onNavigate} />
      {body}
      <Link to="/notices" className="kz-notices-preview__all" onClick={onNavigate}>
        {t('frame.allNotices')}
      </Link>
    </div>
  );
}
