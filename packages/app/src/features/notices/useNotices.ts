import { useCallback, useEffect, useState } from 'react';
import type { Notice } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useBadgeStore } from '../session';

export interface UseNoticesResult {
  notices: Notice[];
  error: unknown;
  isLoading: boolean;
  /** Marks the given notices read; the badge follows the server's unread count. */
  markRead: (informationIds: readonly number[]) => Promise<void>;
  markAllRead: () => Promise<void>;
  isMarking: boolean;
}

/** The notices published to the signed-in user, with their read marks. */
export function useNotices(): UseNoticesResult {
  const client = useClient();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isMarking, setIsMarking] = useState(false);

  useEffect(() => {
    let active = true;
    client.information
      .list()
      .then((result) => {
        if (active) setNotices(result.items);
      })
      .catch((cause: unknown) => {
        if (active) setError(cause);
      })
      .finally(() => {
        if (active) setIsLoading(false);
      });
    return () => {
      active = false;
    };
  }, [client]);

  const markRead = useCallback(
    async (informationIds: readonly number[]) => {
      if (informationIds.length === 0) return;
      setIsMarking(true);
      try {
        const unread = await client.information.markRead({ body: { informationIds: [...informationIds] } });
        const marked = new Set(informationIds);
        setNotices((list) => list.map((n) => (marked.has(n.informationId) ? { ...n, read: true } : n)));
        useBadgeStore.getState().setUnread(unread.count);
      } finally {
        setIsMarking(false);
      }
    },
    [client],
  );

  const markAllRead = useCallback(
    () => markRead(notices.filter((n) => !n.read).map((n) => n.informationId)),
    [markRead, notices],
  );

  return { notices, error, isLoading, markRead, markAllRead, isMarking };
}
