import { hasCapability } from '@kizuna/api-client/rules';
import { CALL_POLL_MS, connectCallEvents } from '@kizuna/widgets';
import { useEffect } from 'react';
import { useSilentClient } from '../api/ClientContext';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  selectSessionExpired,
  usePrincipalStore,
} from '../session/principalStore';
import { useCallStore } from './callStore';

/**
 * Keeps the call store current: the events socket while it is open, the 10 s poll of the line
 * (001 §4) only while it is down. Both stop for good once the session has expired.
 */
export function CallEventsEffect(): null {
  const client = useSilentClient();
  const principal = usePrincipalStore(selectPrincipal);
  const expired = usePrincipalStore(selectSessionExpired);
  const live = useCallStore((state) => state.live);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const phoneSystem = hasCapability(context, { kind: 'rule', rule: 'phoneSystem' });
  const canPoll = hasCapability(context, { kind: 'rule', rule: 'cucm' });
  const configured = principal?.serverInfo.pollingIntervals.incomingCallMs ?? 0;
  const pollMs = configured > 0 ? configured : CALL_POLL_MS;

  useEffect(() => {
    if (!phoneSystem || expired) return undefined;
    const store = useCallStore.getState();
    const connection = connectCallEvents('', {
      onMessage: (message) => {
        if (message.type === 'lineStatus') useCallStore.getState().setStatus(message.status);
      },
      onLiveChange: (open) => useCallStore.getState().setLive(open),
      onSessionEnded: () => usePrincipalStore.getState().expire({ addressRejected: false }),
    });
    return () => {
      connection.close();
      store.setLive(false);
    };
  }, [phoneSystem, expired]);

  useEffect(() => {
    if (!canPoll || expired || live) return undefined;
    let stopped = false;
    const poll = () => {
      client.calls
        .localPhoneStatus()
        .then((status) => {
          if (!stopped) useCallStore.getState().setStatus(status);
        })
        .catch(() => {
          // Retried at the next tick; a 401 stops polling through the session store.
        });
    };
    poll();
    const timer = window.setInterval(poll, pollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [client, canPoll, expired, live, pollMs]);

  return null;
}
