import { hasCapability } from '@kizuna/api-client/rules';
import { CALL_POLL_MS } from '@kizuna/widgets';
import { useEffect } from 'react';
import { useSilentClient } from '../../api/ClientContext';
import {
  capabilityContextOfPrincipal,
  listenToEvents,
  selectPrincipal,
  selectSessionExpired,
  usePrincipalStore,
} from '../session';
import { useCallStore } from './callStore';
import { adapterModeOf, phoneSystemControls, readLine } from './phoneSystemControls';

/**
 * Keeps the call store current: the app's one events socket (shared with talk) while it is open,
 * the 10 s poll (001 §4) only while it is down, in every adapter mode. The poll reads the line where the mode has a path
 * for it (CUCM, HIENG: the popup and the bar keep working); AVAYA and the cloud phone have only
 * the latest incoming call, which pops up when it is newer than the one first seen. Both stop
 * for good once the session has expired (a 401 expires it through the session store).
 */
export function CallEventsEffect(): null {
  const client = useSilentClient();
  const principal = usePrincipalStore(selectPrincipal);
  const expired = usePrincipalStore(selectSessionExpired);
  const live = useCallStore((state) => state.live);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const phoneSystem = hasCapability(context, { kind: 'rule', rule: 'phoneSystem' });
  const mode = adapterModeOf(principal?.tenantInfo.callControlMode.name);
  const { lineRead } = phoneSystemControls(mode);
  const configured = principal?.serverInfo.pollingIntervals.incomingCallMs ?? 0;
  const pollMs = configured > 0 ? configured : CALL_POLL_MS;

  useEffect(() => {
    if (!phoneSystem || expired) return undefined;
    const store = useCallStore.getState();
    const stop = listenToEvents({
      onMessage: (message) => {
        if (message.type === 'lineStatus') useCallStore.getState().setStatus(message.status);
      },
      onLiveChange: (open) => useCallStore.getState().setLive(open),
    });
    return () => {
      stop();
      store.setLive(false);
    };
  }, [phoneSystem, expired]);

  useEffect(() => {
    if (!phoneSystem || expired || live) return undefined;
    let stopped = false;
    const poll = () => {
      const read = lineRead
        ? readLine(client, mode).then((status) => {
            if (!stopped && status) useCallStore.getState().setStatus(status);
          })
        : client.calls.latestIncomingCall().then((latest) => {
            if (!stopped) useCallStore.getState().setLatestIncoming(latest.data);
          });
      read.catch(() => {
        // Retried at the next tick; a 401 stops polling through the session store.
      });
    };
    poll();
    const timer = window.setInterval(poll, pollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [client, phoneSystem, mode, lineRead, expired, live, pollMs]);

  return null;
}
