import { useCallback, useEffect, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { loadPresence } from './loadPresence';
import { presenceRefreshInterval } from './presenceRefreshInterval';
import type { PresenceStatus } from './presenceStatus';

export interface UsePresenceOptions {
  /** Refresh period in ms; by default the server's polling interval (60 s when it names none). */
  refreshIntervalMs?: number;
}

export interface UsePresenceResult {
  /** The current status; `undefined` until the first answer. Failures read as UNKNOWN. */
  status: PresenceStatus | undefined;
  isLoading: boolean;
  /** Reads the status again now. */
  refresh: () => void;
}

/** One person's presence, kept fresh by polling while the component is mounted. */
export function usePresence(userId: number | undefined, options: UsePresenceOptions = {}): UsePresenceResult {
  const client = useKizunaClient();
  // Keyed by person, so a badge moved to someone else never shows the previous person's status.
  const [answer, setAnswer] = useState<{ userId: number; status: PresenceStatus } | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const override = options.refreshIntervalMs;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function poll(id: number) {
      const next = await loadPresence(client, id, controller.signal);
      if (controller.signal.aborted) return;
      setAnswer({ userId: id, status: next });
      const interval = override ?? (await presenceRefreshInterval(client));
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void poll(id), interval);
    }

    void poll(userId);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, userId, override, tick]);

  const refresh = useCallback(() => setTick((value) => value + 1), []);
  const status = answer && answer.userId === userId ? answer.status : undefined;
  return { status, isLoading: userId !== undefined && status === undefined, refresh };
}
