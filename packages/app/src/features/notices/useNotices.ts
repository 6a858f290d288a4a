import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Notice } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { useBadgeStore } from '../session';
import { selectNoticesVersion, useNoticesVersionStore } from './noticesVersionStore';

export interface UseNoticesResult {
  notices: Notice[];
  error: unknown;
  isLoading: boolean;
  /** Loads the notices again after a failure. */
  reload: () => void;
  /** Marks the given notices read; the badge follows the server's unread count. */
  markRead: (informationIds: readonly number[]) => Promise<void>;
  markAllRead: () => Promise<void>;
  isMarking: boolean;
}

/** The notices published to the signed-in user, with their read marks; live while the socket is. */
export function useNotices(): UseNoticesResult {
  const client = useClient();
  const query = useQuery<Notice[]>(
    (signal) => client.information.list(undefined, { signal }).then((result) => result.items),
    'notices',
  );
  const [isMarking, setIsMarking] = useState(false);
  const notices = useMemo(() => query.data ?? [], [query.data]);
  const { set } = query;

  // A notice an administrator changed shows at once, without the list blinking to a skeleton.
  const version = useNoticesVersionStore(selectNoticesVersion);
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return undefined;
    shownVersion.current = version;
    const controller = new AbortController();
    client.information
      .list(undefined, { signal: controller.signal })
      .then((result) => set(result.items))
      .catch(() => {
        // The list stays as it was; the next visit loads it again.
      });
    return () => controller.abort();
  }, [client, set, version]);

  const markRead = useCallback(
    async (informationIds: readonly number[]) => {
      if (informationIds.length === 0) return;
      setIsMarking(true);
      try {
        const unread = await client.information.markRead({ body: { informationIds: [...informationIds] } });
        const marked = new Set(informationIds);
        set(notices.map((n) => (marked.has(n.informationId) ? { ...n, read: true } : n)));
        useBadgeStore.getState().setUnread(unread.count);
        // Other places that show notices (the must-read banner, the home list) follow.
        useNoticesVersionStore.getState().bump();
      } finally {
        setIsMarking(false);
      }
    },
    [client, notices, set],
  );

  const markAllRead = useCallback(
    () => markRead(notices.filter((n) => !n.read).map((n) => n.informationId)),
    [markRead, notices],
  );

  return {
    notices,
    error: query.error,
    isLoading: query.isLoading,
    reload: query.reload,
    markRead,
    markAllRead,
    isMarking,
  };
}
