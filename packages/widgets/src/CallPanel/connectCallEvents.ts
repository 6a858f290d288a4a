import { API_PREFIX_BROWSER, CALL_EVENTS_PATH, CALL_EVENTS_SESSION_ENDED } from '@kizuna/api-client/contract';
import type { CallEventsMessage } from '@kizuna/api-client/contract';

export interface CallEventsHandlers {
  onMessage: (message: CallEventsMessage) => void;
  /** True once the socket is open, false while it is down (the caller polls then). */
  onLiveChange?: (live: boolean) => void;
  /** The server closed the socket because the session ended; it is not opened again. */
  onSessionEnded?: () => void;
}

export interface CallEventsConnection {
  close: () => void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** `ws(s)://host/api/browser/events` of the server at `baseUrl` (empty: the page's own origin). */
export function callEventsUrl(baseUrl: string, pageUrl: string = location.href): string {
  const url = new URL(API_PREFIX_BROWSER + CALL_EVENTS_PATH, baseUrl ? new URL(baseUrl, pageUrl) : pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Keeps a WebSocket to the server's call events open: opens it again after a drop (1 s, doubling
 * to 30 s), stops for good when the server says the session ended or `close()` is called.
 */
export function connectCallEvents(baseUrl: string, handlers: CallEventsHandlers): CallEventsConnection {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function open() {
    if (stopped) return;
    const current = new WebSocket(callEventsUrl(baseUrl));
    socket = current;
    current.onopen = () => {
      retryMs = FIRST_RETRY_MS;
      handlers.onLiveChange?.(true);
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        handlers.onMessage(JSON.parse(event.data) as CallEventsMessage);
      } catch {
        // Not JSON: nothing the panel can use.
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      handlers.onLiveChange?.(false);
      if (stopped) return;
      if (event.code === CALL_EVENTS_SESSION_ENDED) {
        stopped = true;
        handlers.onSessionEnded?.();
        return;
      }
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  }

  open();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
