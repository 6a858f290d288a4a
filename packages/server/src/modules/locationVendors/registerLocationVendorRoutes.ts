import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { clientAddress } from '../../http/clientAddress.js';
import { RequestError } from '../../http/KizunaError.js';
import { bearerKeyOf } from '../../http/registerPublicApiRoutes.js';
import { TokenBuckets } from '../../http/TokenBuckets.js';
import { AuthError } from '../auth/index.js';
import type { LocationSink } from '../location/index.js';
import { readBeaconPost } from './beaconGateway.js';
import {
  BEACON_WEBHOOK_PATH,
  findBeaconGateway,
  findMerakiReceiver,
  markBeaconGatewaySeen,
  markMerakiReceived,
  MERAKI_RECEIVER_PATH,
} from './locationVendorSettings.js';
import { merakiSecretOf, readMerakiPost } from './merakiScanning.js';

/** A network's consolidated Meraki POST of a few thousand clients fits; more is no Meraki POST. */
const MAX_MERAKI_BYTES = 8 * 1024 * 1024;
/** A thousand readings of a gateway fit. */
const MAX_BEACON_BYTES = 256 * 1024;

export interface LocationVendorDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock: () => Date;
  readonly locationSink: LocationSink;
}

function sameText(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The body of a POST as JSON, within `maxBytes`. */
async function jsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) throw new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${maxBytes} bytes`);
  const raw = await c.req.arrayBuffer();
  if (raw.byteLength > maxBytes)
    throw new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${maxBytes} bytes`);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown;
  } catch {
    throw new RequestError('MALFORMED_JSON', 'the body is not JSON');
  }
}

/**
 * The receivers vendors push positions to, outside `/api` (they carry no session, no XSRF token):
 * the Meraki Scanning API v3 receiver and the BLE beacon gateway webhook (docs/API.md). Each is
 * rate-limited like `/api/v1` — per calling address before anything is read, then per receiver or
 * token — and answers 4xx for anything it cannot take, keeping nothing of it.
 */
export function registerLocationVendorRoutes(app: Hono, deps: LocationVendorDeps): void {
  const limits = deps.config.apiRateLimits;
  const addressBuckets = new TokenBuckets(limits.perTenant);
  const callerBuckets = new TokenBuckets(limits.perKey);

  function refuseIfLimited(buckets: TokenBuckets, name: string, c: Context, now: Date): void {
    const waitMs = buckets.take(name, now.getTime());
    if (waitMs === 0) return;
    c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new AuthError('RATE_LIMITED', 'too many calls; try again after Retry-After seconds');
  }

  async function merakiReceiverOf(c: Context, now: Date) {
    refuseIfLimited(addressBuckets, clientAddress(c, deps.config.trustedProxyHops), c, now);
    const receiverId = c.req.param('receiverId') ?? '';
    refuseIfLimited(callerBuckets, `meraki:${receiverId.slice(0, 100)}`, c, now);
    const receiver = await findMerakiReceiver(deps.db, deps.config, receiverId);
    if (!receiver) throw new RequestError('NOT_FOUND', 'no Meraki receiver has this id');
    return receiver;
  }

  // Meraki checks the receiver by GET before it posts: the answer is the validator, as it is.
  app.get(MERAKI_RECEIVER_PATH, async (c) => {
    const receiver = await merakiReceiverOf(c, deps.clock());
    c.header('Cache-Control', 'no-store');
    return c.text(receiver.validator);
  });

  app.post(MERAKI_RECEIVER_PATH, async (c) => {
    const now = deps.clock();
    const receiver = await merakiReceiverOf(c, now);
    const body = await jsonBody(c, MAX_MERAKI_BYTES);
    const secret = merakiSecretOf(body);
    if (secret === null || !sameText(secret, receiver.secret))
      throw new AuthError('FORBIDDEN', 'the secret is not the one set for this receiver');
    const post = readMerakiPost(body);
    if (!post.ok)
      throw new RequestError('VALIDATION_FAILED', 'the body is not a Scanning API v3 post', {
        fieldErrors: post.fieldErrors.list,
      });
    const result = await deps.locationSink.report(receiver.tenantId, post.reports);
    await markMerakiReceived(deps.db, receiver.tenantId, now);
    c.header('Cache-Control', 'no-store');
    return c.json(result);
  });

  app.post(BEACON_WEBHOOK_PATH, async (c) => {
    const now = deps.clock();
    refuseIfLimited(addressBuckets, clientAddress(c, deps.config.trustedProxyHops), c, now);
    const token = bearerKeyOf(c.req.header('authorization'));
    if (!token)
      throw new AuthError('UNAUTHORIZED', "send the gateway's token: Authorization: Bearer <token>");
    refuseIfLimited(
      callerBuckets,
      `beacon:${createHash('sha256').update(token).digest('base64url')}`,
      c,
      now,
    );
    const gateway = await findBeaconGateway(deps.db, token);
    if (!gateway) throw new AuthError('UNAUTHORIZED', 'no gateway has this token');
    const post = readBeaconPost(await jsonBody(c, MAX_BEACON_BYTES), gateway, now);
    if (!post.ok && post.wrongGateway)
      throw new AuthError('FORBIDDEN', 'the token belongs to another gateway than gatewayId');
    if (!post.ok)
      throw new RequestError('VALIDATION_FAILED', 'the body is not a gateway post', {
        fieldErrors: post.fieldErrors.list,
      });
    const result = await deps.locationSink.report(gateway.tenantId, post.reports);
    await markBeaconGatewaySeen(deps.db, gateway.tenantId, gateway.id, now);
    c.header('Cache-Control', 'no-store');
    return c.json(result);
  });
}
