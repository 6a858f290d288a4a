import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows } from '../../db/tenantRows.js';

export const SESSION_COOKIE = 'KIZUNA_SESSION';

export interface NewSession {
  /** Goes into the cookie; never stored. */
  readonly token: string;
  readonly idHash: string;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Db,
  tenantId: number,
  userId: number,
  now: Date,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hashSessionToken(token);
  await db
    .insertInto('sessions')
    .values({ id_hash: idHash, tenant_id: tenantId, user_id: userId, created_at: now, last_seen_at: now })
    .execute();
  return { token, idHash };
}

export interface ActiveSession {
  readonly idHash: string;
  readonly tenantId: number;
  readonly userId: number;
}

/**
 * The session of a cookie token if it is still alive. An idle session is deleted on sight; a live
 * one slides: its last-seen time moves forward (at most once per `touchEveryMs`, to spare writes).
 */
export async function findActiveSession(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<ActiveSession | null> {
  const idHash = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'sessions.user_id').onRef('users.tenant_id', '=', 'sessions.tenant_id'),
    )
    .select(['sessions.tenant_id', 'sessions.user_id', 'sessions.last_seen_at', 'users.enabled'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = idleMinutes * 60_000;
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

/** Deletes sessions idle for longer than the timeout; answers how many. */
export async function purgeIdleSessions(db: Db, now: Date, idleMinutes: number): Promise<number> {
  const cutoff = new Date(now.getTime() - idleMinutes * 60_000);
  const result = await db.deleteFrom('sessions').where('last_seen_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
