import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { connectCallEvents, type CallEventsConnection } from '@kizuna/widgets';
import { usePrincipalStore } from './principalStore';

export interface EventsListener {
  onMessage: (message: CallEventsMessage) => void;
  /** True once the socket is open (at once for a listener that comes while it is), false while it is down. */
  onLiveChange?: (live: boolean) => void;
}

const listeners = new Set<EventsListener>();
let connection: CallEventsConnection | null = null;
let live = false;

function each(call: (listener: EventsListener) => void) {
  for (const listener of [...listeners]) call(listener);
}

/**
 * Listens to the server's events socket (`/api/browser/events`: line states, talk). The app holds
 * one socket however many listen (the call bar, talk): it opens with the first listener, opens
 * again after a drop (1 s, doubling to 30 s) and closes with the last. When the server ends it
 * because the session ended, the session expires and the socket stays closed until someone
 * listens again. Returns the function that stops listening.
 */
export function listenToEvents(listener: EventsListener): () => void {
  listeners.add(listener);
  if (!connection) {
    connection = connectCallEvents('', {
      onMessage: (message) => {
        if (message.type === 'principalChanged') usePrincipalStore.getState().markStale();
        each((l) => l.onMessage(message));
      },
      onLiveChange: (open) => {
        live = open;
        each((l) => l.onLiveChange?.(open));
      },
      onSessionEnded: () => {
        connection = null;
        usePrincipalStore.getState().expire({ addressRejected: false });
      },
    });
  } else if (live) {
    listener.onLiveChange?.(true);
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0 || !connection) return;
    connection.close();
    connection = null;
    live = false;
  };
}
