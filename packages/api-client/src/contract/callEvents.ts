import type { LocalPhoneStatusResponse } from './schemas/callsSchemas';
import type { AnpiEventsMessage } from './anpiEvents';
import type { DestinationEventsMessage } from './destinationEvents';
import type { NoticeEventsMessage } from './noticeEvents';
import type { TalkEventsMessage } from './talkEvents';
import type { ThanksEventsMessage } from './thanksEvents';

/** The server-push WebSocket, under the browser API prefix. */
export const CALL_EVENTS_PATH = '/events';

/** Close code of the events socket when the session has ended (sign out, idle timeout). */
export const CALL_EVENTS_SESSION_ENDED = 4401;

/** Close code of the events socket after `principalChanged`: open it again at once. */
export const CALL_EVENTS_PRINCIPAL_CHANGED = 4205;

export type CallEventKind =
  'RINGING' | 'ANSWERED' | 'HELD' | 'RESUMED' | 'TRANSFERRED' | 'CONFERENCED' | 'ENDED';

/** A message of the events socket (docs/API.md): call state, talk, thanks, notices, heartbeats. */
export type CallEventsMessage =
  | {
      readonly type: 'lineStatus';
      /** The call event that changed the line; null for the state sent when the socket opens. */
      readonly event: { readonly kind: CallEventKind; readonly callId: number } | null;
      /** The same body `POST /pbx/cucmApi/localPhoneStatus` answers. */
      readonly status: LocalPhoneStatusResponse;
    }
  | TalkEventsMessage
  | ThanksEventsMessage
  | NoticeEventsMessage
  | DestinationEventsMessage
  | AnpiEventsMessage
  /**
   * The operator changed the tenant's plan, features or state: load the principal again (menus,
   * features, the trial). The server then closes the socket with `CALL_EVENTS_PRINCIPAL_CHANGED`,
   * and the socket opened again carries what the new principal may receive.
   */
  | { readonly type: 'principalChanged' }
  | { readonly type: 'heartbeat'; readonly at: string };
