import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorableText } from '@kizuna/api-client/validation';
import type { Hono } from 'hono';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import {
  createNotifyEventBus,
  type CallEvent,
  CALL_EVENTS_CHANNEL,
  loadVendorSettings,
  numericCallId,
} from '../calls/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Where a tenant's Webex webhook posts: register `{public origin}/webhooks/webex/{tenant code}`. */
export const WEBEX_WEBHOOK_PATH = '/webhooks/webex/:tenantCode';
/** Webex events are small JSON documents; anything larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

/** `X-Spark-Signature`: the hex HMAC-SHA1 of the request body, keyed with the webhook's secret. */
export function webexSignature(secret: string, body: Uint8Array | string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

function isTenantCode(code: string): boolean {
  return code.length <= 64 && isStorableText(code);
}

/** A Webex id as Kizuna keeps it: text PostgreSQL can store, of a sane length. */
function isStoredIdText(id: string): boolean {
  return id.length <= 1000 && isStorableText(id);
}

function sameSignature(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A Webex call state or event type as the line event the browser is told about. */
function kindOf(eventType: unknown, state: unknown): CallEvent['kind'] {
  if (eventType === 'held' || state === 'held') return 'HELD';
  if (eventType === 'resumed') return 'RESUMED';
  if (eventType === 'disconnected' || state === 'disconnected') return 'ENDED';
  if (eventType === 'forwarded' || eventType === 'transferred') return 'TRANSFERRED';
  if (state === 'alerting' || eventType === 'received' || eventType === 'originated') return 'RINGING';
  return 'ANSWERED';
}

interface WebexCallEvent {
  readonly resource?: unknown;
  readonly actorId?: unknown;
  readonly data?: { readonly callId?: unknown; readonly eventType?: unknown; readonly state?: unknown };
}

/**
 * The receiver of Webex Calling call events (Webex webhooks, resource `telephony_calls`): the
 * body's `X-Spark-Signature` is checked against the tenant's webhook secret, the event's
 * `actorId` (the Webex person whose call changed) leads to the user who authorised Kizuna as that
 * person, and the user's line is pushed to their browsers like any other call event (the socket
 * reads the line from Webex then). Unsigned or wrongly signed requests are refused; events of
 * other resources or of people nobody here authorised are acknowledged and ignored, so Webex does
 * not retry them.
 *
 * Checked against Webex for Developers, "Webhooks" and "Receive and verify events" (the event
 * envelope: resource, event, actorId, data; the signature as hex HMAC-SHA1 of the raw body) and
 * the Webex Calling call-control events (data.callId, eventType, state: alerting, connected,
 * held, remoteHeld, disconnected).
 */
export function registerWebexCallEvents(
  app: Hono,
  deps: { readonly db: Db; readonly config: ServerConfig },
): void {
  const bus = createNotifyEventBus({
    db: deps.db,
    listen: () => Promise.reject(new Error('the webhook receiver only publishes')),
  });
  app.post(WEBEX_WEBHOOK_PATH, async (c) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_EVENT_BYTES) return c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'too large' }, 413);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (raw.byteLength > MAX_EVENT_BYTES)
      return c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'too large' }, 413);
    const tenantCode = c.req.param('tenantCode');
    // A code no tenant can have (text PostgreSQL cannot store, or past the sign-in limit) is no tenant.
    const tenant = isTenantCode(tenantCode)
      ? await deps.db.selectFrom('tenants').select('id').where('code', '=', tenantCode).executeTakeFirst()
      : undefined;
    const settings = tenant ? await loadVendorSettings(deps.db, deps.config, tenant.id) : null;
    if (!tenant || settings?.vendor !== 'WEBEX' || !settings.webhookSecret)
      return c.json({ code: 'NOT_FOUND', message: 'no Webex events are received for this tenant' }, 404);
    if (!sameSignature(c.req.header('x-spark-signature'), webexSignature(settings.webhookSecret, raw)))
      return c.json({ code: 'FORBIDDEN', message: 'the signature does not match the body' }, 403);

    let event: WebexCallEvent;
    try {
      event = JSON.parse(new TextDecoder().decode(raw)) as WebexCallEvent;
    } catch {
      return c.json({ code: 'VALIDATION_FAILED', message: 'the body is not JSON' }, 400);
    }
    const webexCallId = event?.data?.callId;
    if (event?.resource !== 'telephony_calls' || typeof event.actorId !== 'string') return c.body(null, 204);
    if (typeof webexCallId !== 'string' || webexCallId === '')
      return c.json({ code: 'VALIDATION_FAILED', message: 'data.callId is missing' }, 400);
    if (!isStoredIdText(event.actorId) || !isStoredIdText(webexCallId))
      return c.json({ code: 'VALIDATION_FAILED', message: 'actorId or data.callId is not an id' }, 400);
    const owners = await selectTenantRows(deps.db, 'webex_people', tenant.id)
      .select('user_id')
      .where('person_id', '=', event.actorId)
      .execute();
    if (owners.length === 0) return c.body(null, 204);
    const kind = kindOf(event.data?.eventType, event.data?.state);
    for (const { user_id: userId } of owners) {
      const callId = await numericCallId(deps.db, { tenantId: tenant.id, userId }, webexCallId);
      const payload: CallEvent = { tenantId: tenant.id, callId, kind, userIds: [userId] };
      await bus.publish(CALL_EVENTS_CHANNEL, payload);
    }
    return c.body(null, 204);
  });
}
