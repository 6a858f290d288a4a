import { PresenceIndicator, Skeleton } from '@kizuna/ui';
import { useEffect, useRef } from 'react';
import { useWidgetMessages } from '../i18n/useWidgetMessages';
import { presenceKind, presenceMessageKey } from './presenceStatus';
import type { PresenceStatus } from './presenceStatus';
import { usePresence } from './usePresence';

export interface PresenceBadgeProps {
  /** The person whose presence to show (their user id). */
  userId?: number;
  /** The person's name, for the accessible label ("Presence of 山田 太郎: Busy"). */
  name?: string;
  /**
   * Refresh period in ms.
   * @default the server's polling interval from the principal server info, else 60 000
   */
  refreshIntervalMs?: number;
  /** Called when the shown status changes, with the user id and the new status. */
  onStatusChange?: (detail: { userId: number; status: PresenceStatus }) => void;
  /** Extra class name. */
  className?: string;
}

/**
 * One person's presence as icon and text, with an accessible label, refreshed while shown. A
 * failed read shows UNKNOWN (spec 001 §8). State: `data-status`, `data-loading`.
 */
export function PresenceBadge({
  userId,
  name,
  refreshIntervalMs,
  onStatusChange,
  className,
}: PresenceBadgeProps) {
  const t = useWidgetMessages();
  const { status } = usePresence(userId, { refreshIntervalMs });
  const classes = className ? `kz-PresenceBadge ${className}` : 'kz-PresenceBadge';

  const onChange = useRef(onStatusChange);
  useEffect(() => {
    onChange.current = onStatusChange;
  }, [onStatusChange]);
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined || status === undefined) return;
    const key = `${userId}:${status}`;
    if (reported.current === key) return;
    reported.current = key;
    onChange.current?.({ userId, status });
  }, [userId, status]);

  if (status === undefined) {
    return (
      <span
        className={classes}
        role="img"
        aria-label={t('widgets.presence.loading')}
        aria-busy="true"
        data-loading=""
      >
        <Skeleton width="5em" />
      </span>
    );
  }
  const statusText = t(presenceMessageKey(status));
  const label = name
    ? t('widgets.presence.label', { name, status: statusText })
    : t('widgets.presence.unnamedLabel', { status: statusText });
  return (
    <span className={classes} role="img" aria-label={label} data-status={status}>
      <PresenceIndicator kind={presenceKind(status)} label={statusText} />
    </span>
  );
}
