import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  API_PREFIX_BROWSER,
  CALL_EVENTS_PATH,
  CALL_EVENTS_PRINCIPAL_CHANGED,
  CALL_EVENTS_SESSION_ENDED,
  type CallEventsMessage,
  type LocalPhoneStatusResponse,
} from '@kizuna/api-client/contract';
import { hasCapability } from '@kizuna/api-client/rules';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/createDatabase.js';
import { hashSessionToken, SESSION_COOKIE, sessionIdleMinutes } from '../modules/auth/index.js';
import {
  createNotifyEventBus,
  callsHandlers,
  type CallEvent,
  CALL_EVENTS_CHANNEL,
} from '../modules/calls/index.js';
import {
  DESTINATION_EVENTS_CHANNEL,
  destinationsMessage,
  isDestinationsNotice,
} from '../modules/destinations/index.js';
import { isNoticesNotice, NOTICE_EVENTS_CHANNEL, noticesMessage } from '../modules/information/index.js';
import { ANPI_EVENTS_CHANNEL, anpiMessagesFor, isAnpiNotice } from '../modules/anpi/index.js';
import { anpiScopeOf, type AnpiScope } from '../modules/anpiStatus/index.js';
import { loadPrincipal, type Principal } from '../modules/principal/index.js';
import { isTalkNotice, TALK_EVENTS_CHANNEL, talkDeliveries } from '../modules/talk/index.js';
import { isSuspended, TENANT_CHANGED_CHANNEL, trialExpired } from '../modules/tenants/index.js';
import { isThanksNotice, THANKS_EVENTS_CHANNEL, thanksDeliveries } from '../modules/thanks/index.js';
import type { AdmissionControl } from './admissionControl.js';
import type { AppDeps } from './Handler.js';
import { isAddressAllowed } from './ipAllowList.js';

export const EVENTS_PATH = API_PREFIX_BROWSER + CALL_EVENTS_PATH;
/** Close codes of the events socket (4000–4999 are the application's). */
/** `serverClosing` is 1012 (service restart): the node drains; reconnect (to another node) at once. */
export const EVENTS_CLOSE = { sessionEnded: CALL_EVENTS_SESSION_ENDED, serverClosing: 1012 } as const;
const HEARTBEAT_MS = 25_000;
/** Notified by the database whenever session rows are deleted (migration 0038): `{ tenantId, userId }`. */
export const SESSIONS_ENDED_CHANNEL = 'kizuna_sessions_ended';

export interface CallEventsOptions {
  /** How often the server pings, checks the session and sends a heartbeat message. */
  readonly heartbeatMs?: number;
  /** Told, per notice, the seconds from its NOTIFY received to its events written to the sockets. */
  readonly onFanOutLag?: (seconds: number) => void;
  /** Handshakes take a slot of the requests' admission control while they authenticate and set up. */
  readonly admission?: AdmissionControl;
}

export type EventsMessage = CallEventsMessage;

type LineEvent = Extract<EventsMessage, { type: 'lineStatus' }>['event'];

interface Subscriber {
  readonly socket: WebSocket;
  readonly principal: Principal;
  /** The user has a phone system: line statuses go to this socket. */
  readonly lines: boolean;
  /** The user may talk: talk messages go to this socket. */
  readonly talk: boolean;
  /** The user may use thanks: received cards go to this socket. */
  readonly thanks: boolean;
  /** Whose safety-check answers the user follows (as at the handshake); SELF: none. */
  readonly anpi: AnpiScope;
  /** Status pushes run one after another, so a slow one never overtakes a newer one. */
  queue: Promise<void>;
  /** Heartbeats since the last pong; two in a row without one drop the socket. */
  missedPongs: number;
  /** Fires when the session would expire unless a request slid it meanwhile. */
  expiry: NodeJS.Timeout | undefined;
}

export interface CallEventsServer {
  /** Sockets open now. */
  openSockets(): number;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, reason: string, headers = '') {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${headers}Content-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`,
  );
}

function remoteAddress(request: IncomingMessage, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const entry = forwarded[forwarded.length - trustedProxyHops] ?? forwarded[0];
    if (entry) return entry;
  }
  return request.socket.remoteAddress ?? '';
}

/**
 * A browser always sends Origin on a WebSocket handshake, and the cookie goes with it from any
 * page; so a page of another site must be refused here (cross-site WebSocket hijacking). The app's
 * own origin (the Host the request came to) and the embed origins are allowed. Without Origin the
 * client is no browser and has the cookie itself.
 */
function originAllowed(request: IncomingMessage, embedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (embedOrigins.includes(origin)) return true;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === String(host).split(',')[0]?.trim();
  } catch {
    return false;
  }
}

/** The session of the cookie if it is alive. Unlike a request, an open socket does not slide it. */
async function liveSession(deps: AppDeps, token: string) {
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'sessions.user_id').onRef('users.tenant_id', '=', 'sessions.tenant_id'),
    )
    .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
    .select([
      'sessions.id_hash',
      'sessions.tenant_id',
      'sessions.user_id',
      'sessions.last_seen_at',
      'tenants.session_idle_minutes',
    ])
    .where('sessions.id_hash', '=', hashSessionToken(token))
    .where('users.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = sessionIdleMinutes(row.session_idle_minutes, deps.config.sessionIdleMinutes) * 60_000;
  const expiresAt = new Date(row.last_seen_at).getTime() + idleMs;
  if (deps.clock().getTime() >= expiresAt) return null;
  return { idHash: row.id_hash, tenantId: row.tenant_id, userId: row.user_id, expiresAt };
}

/** Session ids looked up in one statement at a heartbeat; more go in further statements. */
const HEARTBEAT_BATCH = 1000;

/**
 * Which of these sessions are still alive, by the tenant's timeout as it is now (an
 * administrator's change reaches open sockets too). One statement per thousand sessions: a node
 * with thousands of sockets asks once per heartbeat, not once per socket, so a heartbeat does not
 * stall the messages going out beside it.
 */
async function liveSessionHashes(
  deps: AppDeps,
  principals: readonly Principal[],
): Promise<Map<string, number>> {
  /** Each live session's hash and when it expires unless a request slides it (ms, the server's clock). */
  const alive = new Map<string, number>();
  const hashes = [...new Set(principals.map((principal) => principal.sessionIdHash))];
  const now = deps.clock().getTime();
  for (let at = 0; at < hashes.length; at += HEARTBEAT_BATCH) {
    const rows = await deps.db
      .selectFrom('sessions')
      .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
      .select(['sessions.id_hash', 'sessions.last_seen_at', 'tenants.session_idle_minutes'])
      .where('sessions.id_hash', 'in', hashes.slice(at, at + HEARTBEAT_BATCH))
      .execute();
    for (const row of rows) {
      const idleMs = sessionIdleMinutes(row.session_idle_minutes, deps.config.sessionIdleMinutes) * 60_000;
      const expiresAt = new Date(row.last_seen_at).getTime() + idleMs;
      if (now < expiresAt) alive.set(row.id_hash, expiresAt);
    }
  }
  return alive;
}

async function lineStatus(deps: AppDeps, principal: Principal): Promise<LocalPhoneStatusResponse> {
  return callsHandlers.localPhoneStatus({
    input: { params: undefined, query: undefined, body: undefined },
    principal,
    optionalPrincipal: principal,
    deps,
    clientAddress: '',
    // The status handler reads nothing of the request: the line is the principal's.
    c: null as unknown as Context,
  });
}

/**
 * Server push at `/api/browser/events`: a WebSocket per signed-in browser tab, authenticated by
 * the session cookie, for users with a phone system, talk or thanks. Every node LISTENs on the
 * call, talk and thanks channels, so a call placed through another node or rung from the CLI, or a message sent
 * through another node, reaches the users concerned wherever they are connected (on every socket
 * of theirs). Each call push carries the user's whole line status (the `localPhoneStatus` answer,
 * with the caller matched), so the browser never has to ask again; each talk push carries the
 * rows a talk notice names, read once per node.
 */
export async function attachCallEvents(
  server: Server,
  database: Pick<Database, 'listen'>,
  deps: AppDeps,
  options: CallEventsOptions = {},
): Promise<CallEventsServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const byUser = new Map<string, Set<Subscriber>>();
  // Talk, thanks, notices and destinations go out one notice after another, in commit order.
  let relayQueue = Promise.resolve();
  const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
  /** Sockets held or being set up on this node, by session and by person: the limits count these. */
  const perSession = new Map<string, number>();
  const perUser = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  /** Out of every list at once (nothing more is sent to it), then closed as the session's end. */
  function endSubscriber(subscriber: Subscriber) {
    clearTimeout(subscriber.expiry);
    const key = keyOf(subscriber.principal.tenant.id, subscriber.principal.user.id);
    const set = byUser.get(key);
    set?.delete(subscriber);
    if (set?.size === 0) byUser.delete(key);
    subscriber.socket.close(EVENTS_CLOSE.sessionEnded, 'session ended');
  }

  function scheduleExpiry(subscriber: Subscriber, expiresAt: number) {
    clearTimeout(subscriber.expiry);
    // A little past the moment, so the session is surely over when it is looked at.
    const inMs = Math.max(0, expiresAt - deps.clock().getTime()) + 100;
    subscriber.expiry = setTimeout(() => recheck([subscriber]), Math.min(inMs, 2 ** 31 - 1));
    subscriber.expiry.unref();
  }

  /**
   * Looks again at these sockets' sessions and ends the sockets of those no longer alive. Messages
   * to the sockets (talk, thanks, notices, line statuses) wait behind the look, so a socket whose
   * session ended before a message was sent never gets that message.
   */
  function recheck(subscribers: readonly Subscriber[]) {
    const checked = liveSessionHashes(
      deps,
      subscribers.map((subscriber) => subscriber.principal),
    )
      .then((alive) => {
        for (const subscriber of subscribers) {
          if (subscriber.socket.readyState !== subscriber.socket.OPEN) continue;
          const expiresAt = alive.get(subscriber.principal.sessionIdHash);
          if (expiresAt === undefined) endSubscriber(subscriber);
          else scheduleExpiry(subscriber, expiresAt);
        }
      })
      .catch((error: unknown) => console.error('could not check the sessions of event sockets:', error));
    relayQueue = relayQueue.then(() => checked);
    for (const subscriber of subscribers) subscriber.queue = subscriber.queue.then(() => checked);
  }

  function push(subscriber: Subscriber, event: LineEvent) {
    subscriber.queue = subscriber.queue.then(async () => {
      if (subscriber.socket.readyState !== subscriber.socket.OPEN) return;
      try {
        const status = await lineStatus(deps, subscriber.principal);
        const message: EventsMessage = { type: 'lineStatus', event, status };
        subscriber.socket.send(JSON.stringify(message));
      } catch (error) {
        console.error('could not push a line status:', error);
      }
    });
  }

  const bus = createNotifyEventBus({
    db: deps.db,
    listen: (channel, onPayload) => database.listen(channel, onPayload),
  });
  const unsubscribe = await bus.subscribe(CALL_EVENTS_CHANNEL, (payload) => {
    const event = payload as CallEvent;
    if (typeof event?.tenantId !== 'number' || !Array.isArray(event.userIds)) return;
    for (const userId of event.userIds) {
      for (const subscriber of byUser.get(keyOf(event.tenantId, userId)) ?? []) {
        if (subscriber.lines) push(subscriber, { kind: event.kind, callId: event.callId });
      }
    }
  });

  // Each talk or thanks notice's rows are read from the database at once (once per node, for the
  // users connected here), while the sends wait their turn: messages reach a socket in commit order.
  async function relay<N extends { tenantId: number }>(
    channel: string,
    isNotice: (payload: unknown) => payload is N,
    flag: 'talk' | 'thanks',
    deliveries: (
      notice: N,
      wanted: (userId: number) => boolean,
    ) => Promise<readonly { userId: number; message: CallEventsMessage }[]>,
  ): Promise<() => Promise<void>> {
    const subscribers = (tenantId: number, userId: number) =>
      [...(byUser.get(keyOf(tenantId, userId)) ?? [])].filter((subscriber) => subscriber[flag]);
    return bus.subscribe(channel, (payload) => {
      if (!isNotice(payload)) return;
      const received = performance.now();
      const read = deliveries(payload, (userId) => subscribers(payload.tenantId, userId).length > 0).catch(
        (error: unknown) => {
          console.error(`could not push a ${flag} event:`, error);
          return [];
        },
      );
      relayQueue = relayQueue.then(async () => {
        // Deliveries often share one message object (a talk message to all but its sender).
        let written: CallEventsMessage | undefined;
        let text = '';
        for (const { userId, message } of await read) {
          if (message !== written) {
            written = message;
            text = JSON.stringify(message);
          }
          for (const { socket } of subscribers(payload.tenantId, userId))
            if (socket.readyState === socket.OPEN) socket.send(text);
        }
        options.onFanOutLag?.((performance.now() - received) / 1000);
      });
    });
  }
  const unsubscribeTalk = await relay(TALK_EVENTS_CHANNEL, isTalkNotice, 'talk', (notice, wanted) =>
    talkDeliveries(deps.db, notice, wanted),
  );
  // A notice is for everyone of its tenant: every socket of the tenant gets the same ids.
  const toTenant = (tenantId: number, text: string) => {
    const received = performance.now();
    relayQueue = relayQueue.then(() => {
      for (const [key, set] of byUser) {
        if (!key.startsWith(`${tenantId}:`)) continue;
        for (const { socket } of set) if (socket.readyState === socket.OPEN) socket.send(text);
      }
      options.onFanOutLag?.((performance.now() - received) / 1000);
    });
  };
  const unsubscribeNotices = await bus.subscribe(NOTICE_EVENTS_CHANNEL, (payload) => {
    if (!isNoticesNotice(payload)) return;
    toTenant(payload.tenantId, JSON.stringify(noticesMessage(payload)));
  });
  // A destination is for everyone of its tenant to see, like a notice: ids only.
  const unsubscribeDestinations = await bus.subscribe(DESTINATION_EVENTS_CHANNEL, (payload) => {
    if (!isDestinationsNotice(payload)) return;
    toTenant(payload.tenantId, JSON.stringify(destinationsMessage(payload)));
  });
  const unsubscribeThanks = await relay(THANKS_EVENTS_CHANNEL, isThanksNotice, 'thanks', (notice, wanted) =>
    thanksDeliveries(deps.db, notice, wanted, deps.clock()),
  );
  // Sessions of a person ended (on any node, by any path): their sockets here are looked at now,
  // not at the next heartbeat.
  const unsubscribeSessions = await bus.subscribe(SESSIONS_ENDED_CHANNEL, (payload) => {
    const { tenantId, userId } = (payload ?? {}) as { tenantId?: unknown; userId?: unknown };
    if (typeof tenantId !== 'number' || typeof userId !== 'number') return;
    const subscribers = [...(byUser.get(keyOf(tenantId, userId)) ?? [])];
    if (subscribers.length > 0) recheck(subscribers);
  });

  // The operator changed the tenant (features, plan, state): its apps load their principal again,
  // and each socket is closed to be opened again with what the new principal may receive.
  const unsubscribeTenant = await bus.subscribe(TENANT_CHANGED_CHANNEL, (payload) => {
    const { tenantId } = (payload ?? {}) as { tenantId?: unknown };
    if (typeof tenantId !== 'number') return;
    const message: EventsMessage = { type: 'principalChanged' };
    const text = JSON.stringify(message);
    relayQueue = relayQueue.then(() => {
      for (const [key, set] of [...byUser]) {
        if (!key.startsWith(`${tenantId}:`)) continue;
        for (const subscriber of [...set]) {
          if (subscriber.socket.readyState !== subscriber.socket.OPEN) continue;
          subscriber.socket.send(text);
          subscriber.socket.close(CALL_EVENTS_PRINCIPAL_CHANGED, 'principal changed');
        }
      }
    });
  });

  // An answer to a safety check goes to those who follow it and may see the person: ids only.
  const unsubscribeAnpi = await bus.subscribe(ANPI_EVENTS_CHANNEL, (payload) => {
    if (!isAnpiNotice(payload)) return;
    const received = performance.now();
    const followers = [...byUser.entries()]
      .filter(([key]) => key.startsWith(`${payload.tenantId}:`))
      .flatMap(([, set]) => [...set])
      .filter((subscriber) => subscriber.anpi.kind !== 'SELF');
    if (followers.length === 0) return;
    const read = anpiMessagesFor(
      deps.db,
      payload,
      followers.map((subscriber) => subscriber.anpi),
    ).catch((error: unknown) => {
      console.error('could not push an anpi event:', error);
      return [];
    });
    relayQueue = relayQueue.then(async () => {
      const messages = await read;
      followers.forEach(({ socket }, index) => {
        const message = messages[index];
        if (message && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      });
      options.onFanOutLag?.((performance.now() - received) / 1000);
    });
  });

  async function authenticate(
    request: IncomingMessage,
  ): Promise<{ principal: Principal; expiresAt: number } | null> {
    const token = parseCookies(request.headers.cookie ?? '', SESSION_COOKIE)[SESSION_COOKIE];
    if (!token) return null;
    const session = await liveSession(deps, token);
    if (!session) return null;
    const principal = await loadPrincipal(deps.db, session);
    return principal ? { principal, expiresAt: session.expiresAt } : null;
  }

  /** Whose answers the user follows: only with the tenant's safety confirmation. */
  async function followedAnpiScope(principal: Principal): Promise<AnpiScope> {
    if (!principal.tenantFeatures.includes('ANPI')) return { kind: 'SELF' };
    return anpiScopeOf(deps.db, principal);
  }

  const { eventSocketsPerSession, eventSocketsPerUser } = deps.config;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== EVENTS_PATH) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(request, deps.config.embedOrigins)) return refuse(socket, 403, 'Forbidden');
    void handshake(request, socket, head);
  };

  /** Authenticates and sets the socket up in a slot of admission control, as a request would be. */
  async function handshake(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const release = options.admission ? await options.admission.acquire() : () => undefined;
    if (!release) {
      const retryAfter = options.admission?.retryAfterSeconds ?? 1;
      return refuse(socket, 503, 'Service Unavailable', `Retry-After: ${retryAfter}\r\n`);
    }
    try {
      if (socket.destroyed) return;
      const found = await authenticate(request);
      if (!found) return refuse(socket, 401, 'Unauthorized');
      const { principal, expiresAt } = found;
      const address = remoteAddress(request, deps.config.trustedProxyHops);
      if (!isAddressAllowed(address, principal.tenant.ip_allow_list)) return refuse(socket, 403, 'Forbidden');
      // A session whose password must be changed first gets nothing but the password-change page.
      if (principal.user.password_change_reason !== null) return refuse(socket, 403, 'Forbidden');
      // Nor does a tenant past its trial or suspended.
      if (trialExpired(principal.tenant, deps.clock()) || isSuspended(principal.tenant))
        return refuse(socket, 403, 'Forbidden');
      const lines = hasCapability(principal.capability, { kind: 'rule', rule: 'phoneSystem' });
      const talk = hasCapability(principal.capability, { kind: 'rule', rule: 'talk' });
      const thanks = hasCapability(principal.capability, { kind: 'rule', rule: 'thanks' });
      const anpi = await followedAnpiScope(principal);
      if (!lines && !talk && !thanks && anpi.kind === 'SELF') return refuse(socket, 403, 'Forbidden');
      const key = keyOf(principal.tenant.id, principal.user.id);
      const sessionKey = principal.sessionIdHash;
      if (
        (perSession.get(sessionKey) ?? 0) >= eventSocketsPerSession ||
        (perUser.get(key) ?? 0) >= eventSocketsPerUser
      )
        return refuse(socket, 429, 'Too Many Requests', 'Retry-After: 60\r\n');
      // Counted from here, before the upgrade completes: handshakes at once cannot all pass.
      count(perSession, sessionKey, 1);
      count(perUser, key, 1);
      let counted = true;
      const uncount = () => {
        if (!counted) return;
        counted = false;
        count(perSession, sessionKey, -1);
        count(perUser, key, -1);
      };
      socket.once('close', uncount);
      wss.handleUpgrade(request, socket, head, (ws) => {
        const subscriber: Subscriber = {
          socket: ws,
          principal,
          lines,
          talk,
          thanks,
          anpi,
          queue: Promise.resolve(),
          missedPongs: 0,
          expiry: undefined,
        };
        const set = byUser.get(key) ?? new Set<Subscriber>();
        set.add(subscriber);
        byUser.set(key, set);
        scheduleExpiry(subscriber, expiresAt);
        ws.on('pong', () => {
          subscriber.missedPongs = 0;
        });
        // The socket is for server push only; anything the browser sends is ignored.
        ws.on('message', () => undefined);
        ws.on('error', () => ws.terminate());
        ws.on('close', () => {
          clearTimeout(subscriber.expiry);
          uncount();
          set.delete(subscriber);
          if (set.size === 0 && byUser.get(key) === set) byUser.delete(key);
        });
        if (lines) push(subscriber, null);
      });
    } catch (error) {
      console.error('events socket handshake failed:', error);
      refuse(socket, 500, 'Internal Server Error');
    } finally {
      release();
    }
  }
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    const checked: Subscriber[] = [];
    for (const set of byUser.values()) {
      for (const subscriber of set) {
        if (subscriber.missedPongs >= 2) {
          subscriber.socket.terminate();
          continue;
        }
        subscriber.missedPongs += 1;
        subscriber.socket.ping();
        checked.push(subscriber);
      }
    }
    if (checked.length === 0) return;
    liveSessionHashes(
      deps,
      checked.map((subscriber) => subscriber.principal),
    )
      .then((alive) => {
        const message: EventsMessage = { type: 'heartbeat', at: deps.clock().toISOString() };
        const text = JSON.stringify(message);
        for (const subscriber of checked) {
          if (!alive.has(subscriber.principal.sessionIdHash)) endSubscriber(subscriber);
          else subscriber.socket.send(text);
        }
      })
      .catch(() => undefined);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    openSockets: () => wss.clients.size,
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const set of byUser.values())
        for (const subscriber of set) {
          clearTimeout(subscriber.expiry);
          subscriber.socket.close(EVENTS_CLOSE.serverClosing, 'server closing');
        }
      await unsubscribeSessions();
      await unsubscribeTenant();
      await unsubscribe();
      await unsubscribeTalk();
      await unsubscribeThanks();
      await unsubscribeNotices();
      await unsubscribeDestinations();
      await unsubscribeAnpi();
      await relayQueue;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
