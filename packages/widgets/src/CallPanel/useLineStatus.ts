import type { HiengLocalPhoneStatusResponse, LocalPhoneStatusResponse } from '@kizuna/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { connectCallEvents } from './connectCallEvents';

/** 001 §4: the incoming call is polled every 10 seconds; here only while the socket is down. */
export const CALL_POLL_MS = 10_000;

export interface UseLineStatusResult {
  status: LocalPhoneStatusResponse | null;
  /** The events socket is open (changes arrive as they happen). */
  live: boolean;
  /** The session ended: no more socket, no more polling. */
  signedOut: boolean;
  /** Reads the line again now (after an action while the socket is down). */
  refresh: () => void;
}

const FROM_HIENG = {
  DISCONNECTED: 'DISCONNECTED',
  IDLE: 'IDLE',
  INCOMING: 'RINGING',
  ON_CALL: 'TALKING',
  ON_HOLD: 'HELD',
} as const;

/** A HIENG line in the CUCM words the panel keeps (it names the states in HIENG words again). */
export function hiengLineAsCucm(status: HiengLocalPhoneStatusResponse): LocalPhoneStatusResponse {
  return {
    ...status,
    self: { ...status.self, status: FROM_HIENG[status.self.status] },
    statuses: status.statuses.map((call) => ({ ...call, status: FROM_HIENG[call.status] })),
  };
}

function isUnauthorized(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 401;
}

/**
 * The user's line, pushed over the events socket, polled as the fallback while it is down
 * (through `/pbx/hiengApi/localPhoneStatus` when the phone system is HIENG).
 */
export function useLineStatus(
  baseUrl: string,
  pollMs: number = CALL_POLL_MS,
  vocabulary: 'CUCM' | 'HIENG' = 'CUCM',
): UseLineStatusResult {
  const client = useKizunaClient();
  const [status, setStatus] = useState<LocalPhoneStatusResponse | null>(null);
  const [live, setLive] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (signedOut) return undefined;
    const connection = connectCallEvents(baseUrl, {
      onMessage: (message) => {
        if (message.type === 'lineStatus') setStatus(message.status);
      },
      onLiveChange: setLive,
      onSessionEnded: () => setSignedOut(true),
    });
    return () => connection.close();
  }, [baseUrl, signedOut]);

  useEffect(() => {
    if (live || signedOut) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      try {
        const next =
          vocabulary === 'HIENG'
            ? hiengLineAsCucm(await client.calls.hiengLocalPhoneStatus())
            : await client.calls.localPhoneStatus();
        if (!stopped) setStatus(next);
      } catch (error) {
        if (isUnauthorized(error)) {
          setSignedOut(true);
          return;
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), pollMs);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, live, signedOut, pollMs, tick, vocabulary]);

  const refresh = useCallback(() => setTick((value) => value + 1), []);
  return { status, live, signedOut, refresh };
}
