import { PlainButton } from '@kizuna/ui';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { selectAnpiPending, selectUnread, useBadgeStore } from '../features/session';
import { useDeferredDialog } from '../shared/useDeferredDialog';

const loadPopover = () => import('./NoticesPopover');

/**
 * The top bar's bell: the unread notices and the safety checks waiting for the person's answer,
 * counted together, and a popover with the checks and the latest notices (its code loads on the
 * bell's first press).
 */
export function NoticesBell() {
  const { t } = useTranslation();
  const unread = (useBadgeStore(selectUnread) ?? 0) + (useBadgeStore(selectAnpiPending) ?? 0);
  const { triggerProps, part, overlay } = useDeferredDialog(loadPopover);
  return (
    <>
      <PlainButton
        {...triggerProps}
        variant="quiet"
        className="kz-notices-bell"
        aria-label={t('header.notices', { count: unread })}
      >
        <Bell size={20} aria-hidden="true" focusable="false" />
        {unread > 0 && (
          <span className="kz-notices-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PlainButton>
      {part && <part.NoticesPopover {...overlay} />}
    </>
  );
}
