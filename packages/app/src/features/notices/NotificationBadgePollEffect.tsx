import { useEffect } from 'react';
import { useSilentClient } from '../../api/ClientContext';
import { selectSessionExpired, usePrincipalStore } from '../session';
import { useBadgeStore } from '../session';

const DEFAULT_POLL_MS = 60_000;

/** Refreshes the unread notices, talk messages and waiting safety checks; stops for good once the session has expired. */
export function NotificationBadgePollEffect({ intervalMs }: { intervalMs?: number }): null {
  const client = useSilentClient();
  const expired = usePrincipalStore(selectSessionExpired);
  const period = intervalMs && intervalMs > 0 ? intervalMs : DEFAULT_POLL_MS;
  useEffect(() => {
    if (expired) return undefined;
    const timer = window.setInterval(() => {
      client.information
        .badge()
        .then((badge) => useBadgeStore.getState().setBadge(badge))
        .catch(() => {
          // A failed poll is retried at the next tick; a 401 stops polling through the session store.
        });
    }, period);
    return () => window.clearInterval(timer);
  }, [client, expired, period]);
  return null;
}
