import { Button, Popover, PopoverTrigger } from '@kizuna/ui';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices, useOpenAnpiChecks } from '../features/notices';
import { selectAnpiPending, selectUnread, useBadgeStore } from '../features/session';
import { NoticesPreview } from './NoticesPreview';

/** Loads the notices when the popover opens, not on every page. */
function LoadedNoticesPreview({ onNavigate }: { onNavigate: () => void }) {
  const { notices, isLoading, error, reload } = useNotices();
  const anpi = useOpenAnpiChecks();
  const shown = {
    notices,
    anpiChecks: anpi.checks,
    isLoading: isLoading || anpi.isLoading,
    error,
    onRetry: reload,
  };
  return <NoticesPreview {...shown} onNavigate={onNavigate} />;
}

/**
 * The top bar's bell: the unread notices and the safety checks waiting for the person's answer,
 * counted together, and a popover with the checks and the latest notices.
 */
export function NoticesBell() {
  const { t } = useTranslation();
  const unread = (useBadgeStore(selectUnread) ?? 0) + (useBadgeStore(selectAnpiPending) ?? 0);
  const [open, setOpen] = useState(false);
  return (
    <PopoverTrigger isOpen={open} onOpenChange={setOpen}>
      <Button variant="quiet" className="kz-notices-bell" aria-label={t('header.notices', { count: unread })}>
        <Bell size={20} aria-hidden="true" focusable="false" />
        {unread > 0 && (
          <span className="kz-notices-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="kz-notices-popover" aria-label={t('header.noticesShort')}>
        <LoadedNoticesPreview onNavigate={() => setOpen(false)} />
      </Popover>
    </PopoverTrigger>
  );
}
