import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

export const SESSION_COOKIE = 'KIZUNA_SESSION';

export interface NewSession {
  /** Goes into the cookie; never stored. */
  readonly token: string;
  readonly idHash: string;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `embedded`: signed in from the collaboration-suite tab (`/front/login?store=1`). */
export async function createSession(
  db: Db,
  tenantId: number,
  userId: number,
  now: Date,
  embedded = false,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hashSessionToken(token);
  await db
    .insertInto('sessions')
    .values({
      id_hash: idHash,
      tenant_id: tenantId,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      embedded,
    })
    .execute();
  return { token, idHash };
}

export interface ActiveSession {
  readonly idHash: string;
  readonly tenantId: number;
  readonly userId: number;
}

/**
 * The minutes a session of a tenant may stay idle: the tenant's own setting, or the server's
 * (`KIZUNA_SESSION_IDLE_MINUTES`) when it has none.
 */
export function sessionIdleMinutes(tenantMinutes: number | null | undefined, serverMinutes: number): number {
  return tenantMinutes ?? serverMinutes;
}

/**
 * The session of a cookie token if it is still alive by its tenant's idle timeout (the server's
 * `serverIdleMinutes` when the tenant has none). An idle session is deleted on sight; a live one
 * slides: its last-seen time moves forward (at most once per `touchEveryMs`, to spare writes).
 */
export async function findActiveSession(
  db: Db,
  token: string,
  now: Date,
  serverIdleMinutes: number,
): Promise<ActiveSession | null> {
  const idHash = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'sessions.user_id').onRef('users.tenant_id', '=', 'sessions.tenant_id'),
    )
    .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
    .select([
      'sessions.tenant_id',
      'sessions.user_id',
      'sessions.last_seen_at',
      'users.enabled',
      'tenants.session_idle_minutes',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = sessionIdleMinutes(row.session_idle_minutes, serverIdleMinutes) * 60_000;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (!row.enabled || now.getTime() - lastSeen >= idleMs) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  const touchEveryMs = Math.min(60_000, idleMs / 10);
  if (now.getTime() - lastSeen >= touchEveryMs) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
  }
  return { idHash, tenantId: row.tenant_id, userId: row.user_id };
}

/** Whether the session was signed in from the collaboration-suite tab. */
export async function isEmbeddedSession(db: Db, tenantId: number, idHash: string): Promise<boolean> {
  const row = await selectTenantRows(db, 'sessions', tenantId)
    .select('embedded')
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return row?.embedded ?? false;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every other session of a user (after a password change). */
export async function deleteOtherSessions(
  db: Db,
  tenantId: number,
  userId: number,
  keepIdHash: string,
): Promise<void> {
  await deleteTenantRows(db, 'sessions', tenantId)
    .where('user_id', '=', userId)
    .where('id_hash', '<>', keepIdHash)
    .execute();
}

/**
 * Deletes sessions idle for longer than their tenant's timeout (the server's `serverIdleMinutes`
 * when the tenant has none); answers how many.
 */
export async function purgeIdleSessions(db: Db, now: Date, serverIdleMinutes: number): Promise<number> {
  const result = await sql`
    delete from sessions s using tenants t
    where t.id = s.tenant_id
      and s.last_seen_at < ${now}::timestamptz
        - make_interval(mins => coalesce(t.session_idle_minutes, ${serverIdleMinutes}::integer))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
