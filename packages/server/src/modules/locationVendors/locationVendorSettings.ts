import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';
import { secretBoxFor } from '../../secretBox.js';
import { hashSessionToken } from '../auth/index.js';
import type { BeaconGatewayPlace } from './beaconGateway.js';
import type { CmxConnection } from './cmxLocation.js';

/** Where a tenant's Meraki dashboard posts: `{public origin}/webhooks/meraki/{receiverId}`. */
export const MERAKI_RECEIVER_PATH = '/webhooks/meraki/:receiverId';
/** Where beacon gateways post, with `Authorization: Bearer <gateway token>`. */
export const BEACON_WEBHOOK_PATH = '/webhooks/beacon';
/** The prefixes tell a leaked id or token apart in logs and secret scanners. */
const RECEIVER_PREFIX = 'kzmr_';
const GATEWAY_TOKEN_PREFIX = 'kzbgw_';

/** The Meraki receiver of a tenant, as its settings page shows it (the secret never leaves). */
export interface MerakiReceiverSettings {
  readonly receiverId: string;
  readonly validator: string;
  readonly lastReceivedAt: Date | null;
}

/** The Meraki receiver a POST names, with the secret to compare. */
export interface MerakiReceiver {
  readonly tenantId: number;
  readonly validator: string;
  readonly secret: string;
}

export async function loadMerakiSettings(db: Db, tenantId: number): Promise<MerakiReceiverSettings | null> {
  const row = await selectTenantRows(db, 'meraki_receivers', tenantId)
    .select(['receiver_id', 'validator', 'last_received_at'])
    .executeTakeFirst();
  return row
    ? { receiverId: row.receiver_id, validator: row.validator, lastReceivedAt: row.last_received_at }
    : null;
}

/**
 * Sets the validator and the secret of the tenant's receiver (a new secret only when one is given),
 * making the receiver with an id of 32 random bytes the first time.
 */
export async function saveMerakiSettings(
  db: Db,
  config: ServerConfig,
  tenantId: number,
  settings: { validator: string; secret: string | null },
  now: Date,
): Promise<MerakiReceiverSettings> {
  const box = secretBoxFor(config);
  const existing = await loadMerakiSettings(db, tenantId);
  if (existing) {
    await db
      .updateTable('meraki_receivers')
      .set({
        validator: settings.validator,
        updated_at: now,
        ...(settings.secret === null ? {} : { secret_sealed: box.seal(settings.secret) }),
      })
      .where('tenant_id', '=', tenantId)
      .execute();
  } else {
    if (settings.secret === null) throw new Error('a new Meraki receiver needs its secret');
    await db
      .insertInto('meraki_receivers')
      .values({
        tenant_id: tenantId,
        receiver_id: RECEIVER_PREFIX + randomBytes(32).toString('base64url'),
        validator: settings.validator,
        secret_sealed: box.seal(settings.secret),
        updated_at: now,
      })
      .execute();
  }
  return (await loadMerakiSettings(db, tenantId))!;
}

export async function findMerakiReceiver(
  db: Db,
  config: ServerConfig,
  receiverId: string,
): Promise<MerakiReceiver | null> {
  if (!receiverId.startsWith(RECEIVER_PREFIX) || receiverId.length > 100) return null;
  const row = await db
    .selectFrom('meraki_receivers')
    .select(['tenant_id', 'validator', 'secret_sealed'])
    .where('receiver_id', '=', receiverId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    tenantId: Number(row.tenant_id),
    validator: row.validator,
    secret: secretBoxFor(config).open(row.secret_sealed),
  };
}

export async function markMerakiReceived(db: Db, tenantId: number, now: Date): Promise<void> {
  await db
    .updateTable('meraki_receivers')
    .set({ last_received_at: now })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** The CMX of a tenant, as its settings page shows it (the password never leaves). */
export interface CmxSettings {
  readonly baseUrl: string;
  readonly username: string;
  readonly lastPolledAt: Date | null;
  readonly lastError: string | null;
}

export async function loadCmxSettings(db: Db, tenantId: number): Promise<CmxSettings | null> {
  const row = await selectTenantRows(db, 'cmx_servers', tenantId)
    .select(['base_url', 'username', 'last_polled_at', 'last_error'])
    .executeTakeFirst();
  return row
    ? {
        baseUrl: row.base_url,
        username: row.username,
        lastPolledAt: row.last_polled_at,
        lastError: row.last_error,
      }
    : null;
}

/** Sets the tenant's CMX; a null password keeps the one stored. */
export async function saveCmxSettings(
  db: Db,
  config: ServerConfig,
  tenantId: number,
  settings: { baseUrl: string; username: string; password: string | null },
  now: Date,
): Promise<void> {
  const box = secretBoxFor(config);
  const existing = await loadCmxSettings(db, tenantId);
  if (existing) {
    await db
      .updateTable('cmx_servers')
      .set({
        base_url: settings.baseUrl,
        username: settings.username,
        updated_at: now,
        ...(settings.password === null ? {} : { password_sealed: box.seal(settings.password) }),
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    return;
  }
  if (settings.password === null) throw new Error('a new CMX connection needs its password');
  await db
    .insertInto('cmx_servers')
    .values({
      tenant_id: tenantId,
      base_url: settings.baseUrl,
      username: settings.username,
      password_sealed: box.seal(settings.password),
      updated_at: now,
    })
    .execute();
}

export async function deleteCmxSettings(db: Db, tenantId: number): Promise<void> {
  await deleteTenantRows(db, 'cmx_servers', tenantId).execute();
}

/** Every tenant's CMX, for the poller. */
export async function listCmxConnections(
  db: Db,
  config: ServerConfig,
): Promise<(CmxConnection & { tenantId: number })[]> {
  const rows = await db
    .selectFrom('cmx_servers')
    .select(['tenant_id', 'base_url', 'username', 'password_sealed'])
    .execute();
  const box = secretBoxFor(config);
  return rows.map((row) => ({
    tenantId: Number(row.tenant_id),
    baseUrl: row.base_url,
    username: row.username,
    password: box.open(row.password_sealed),
  }));
}

export async function loadCmxConnection(
  db: Db,
  config: ServerConfig,
  tenantId: number,
): Promise<CmxConnection | null> {
  const row = await selectTenantRows(db, 'cmx_servers', tenantId)
    .select(['base_url', 'username', 'password_sealed'])
    .executeTakeFirst();
  return row
    ? {
        baseUrl: row.base_url,
        username: row.username,
        password: secretBoxFor(config).open(row.password_sealed),
      }
    : null;
}

export async function recordCmxPoll(
  db: Db,
  tenantId: number,
  now: Date,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('cmx_servers')
    .set({ last_polled_at: now, last_error: error })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** A registered beacon gateway, as the settings page lists it. */
export interface BeaconGateway extends BeaconGatewayPlace {
  readonly id: number;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date | null;
}

const GATEWAY_COLUMNS = [
  'id',
  'gateway_id',
  'name',
  'source_floor_id',
  'x',
  'y',
  'created_at',
  'last_seen_at',
] as const;

function gatewayOf(row: {
  id: number;
  gateway_id: string;
  name: string;
  source_floor_id: string;
  x: number;
  y: number;
  created_at: Date;
  last_seen_at: Date | null;
}): BeaconGateway {
  return {
    id: Number(row.id),
    gatewayId: row.gateway_id,
    name: row.name,
    sourceFloorId: row.source_floor_id,
    x: Number(row.x),
    y: Number(row.y),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  };
}

export async function listBeaconGateways(db: Db, tenantId: number): Promise<BeaconGateway[]> {
  const rows = await selectTenantRows(db, 'beacon_gateways', tenantId)
    .select(GATEWAY_COLUMNS)
    .orderBy('id')
    .execute();
  return rows.map(gatewayOf);
}

/** Registers a gateway; its token is in the answer and nowhere else. */
export async function createBeaconGateway(
  db: Db,
  tenantId: number,
  gateway: { gatewayId: string; name: string; sourceFloorId: string; x: number; y: number },
  now: Date,
): Promise<{ gateway: BeaconGateway; token: string }> {
  const token = GATEWAY_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('beacon_gateways')
    .values({
      tenant_id: tenantId,
      gateway_id: gateway.gatewayId,
      name: gateway.name,
      source_floor_id: gateway.sourceFloorId,
      x: gateway.x,
      y: gateway.y,
      token_hash: hashSessionToken(token),
      created_at: now,
    })
    .returning(GATEWAY_COLUMNS)
    .executeTakeFirstOrThrow();
  return { gateway: gatewayOf(row), token };
}

/** Removes a gateway of the tenant (its token dies with it): false when there is none. */
export async function deleteBeaconGateway(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await deleteTenantRows(db, 'beacon_gateways', tenantId, id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The gateway of a presented token, with its tenant; null when no gateway has it. */
export async function findBeaconGateway(
  db: Db,
  token: string,
): Promise<(BeaconGateway & { tenantId: number }) | null> {
  if (!token.startsWith(GATEWAY_TOKEN_PREFIX)) return null;
  const row = await db
    .selectFrom('beacon_gateways')
    .select([...GATEWAY_COLUMNS, 'tenant_id'])
    .where('token_hash', '=', hashSessionToken(token))
    .executeTakeFirst();
  return row ? { ...gatewayOf(row), tenantId: Number(row.tenant_id) } : null;
}

export async function markBeaconGatewaySeen(db: Db, tenantId: number, id: number, now: Date): Promise<void> {
  await db
    .updateTable('beacon_gateways')
    .set({ last_seen_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
