import type { PresenceStatus } from '@kizuna/api-client/contract';
import { PRESENCE_STATUSES } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

export function presenceCssClass(status: PresenceStatus): string {
  return `presence-${status.toLowerCase().replace(/_/g, '-')}`;
}

function asStatus(value: string | null | undefined): PresenceStatus {
  return (PRESENCE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PresenceStatus)
    : 'UNKNOWN';
}

export { asStatus as toPresenceStatus };

/**
 * The presence of the people of the tenant among `userIds`, in one call of `presence_of_people`
 * (migration 0037, which keeps its plan): a person without a status row is UNKNOWN; an id that is
 * no person of the tenant has no entry.
 */
export async function presenceOfPeople(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, PresenceStatus>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ user_id: number; status: string | null }>`
    select * from presence_of_people(${tenantId}, ${[...new Set(userIds)]}::bigint[])`.execute(db);
  return new Map(rows.map((row) => [Number(row.user_id), asStatus(row.status)]));
}

/** The people of the tenant among `userIds`. */
export async function peopleAmong(db: Db, tenantId: number, userIds: readonly number[]) {
  return selectTenantRows(db, 'users', tenantId).select('id').where('id', 'in', userIds).execute();
}

export async function findOwnPresence(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'user_presence', tenantId)
    .select(['status', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveOwnPresence(
  db: Db,
  tenantId: number,
  userId: number,
  status: PresenceStatus,
  at: Date,
) {
  await db
    .insertInto('user_presence')
    .values({ user_id: userId, tenant_id: tenantId, status, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status, updated_at: at }))
    .execute();
}

const SCHEDULE_COLUMNS = ['id', 'user_id', 'start_at', 'end_at', 'subject', 'status', 'location'] as const;

/** The schedule items of the people that overlap [from, to), in order; at most `limit` when given. */
export async function scheduleItems(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
  range: { from: Date; to: Date; limit?: number },
) {
  return selectTenantRows(db, 'schedule_items', tenantId)
    .select(SCHEDULE_COLUMNS)
    .where('user_id', 'in', userIds)
    .where('end_at', '>', range.from)
    .where('start_at', '<', range.to)
    .orderBy('start_at')
    .orderBy('id')
    .$if(range.limit !== undefined, (query) => query.limit(range.limit ?? 0))
    .execute();
}

export async function insertScheduleItem(
  db: Db,
  tenantId: number,
  userId: number,
  item: { start_at: Date; end_at: Date; subject: string; status: string; location: string | null },
) {
  return db
    .insertInto('schedule_items')
    .values({ tenant_id: tenantId, user_id: userId, ...item })
    .returning(SCHEDULE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes an item of the own schedule; answers how many went (0 or 1). */
export async function deleteScheduleItem(
  db: Db,
  tenantId: number,
  userId: number,
  id: number,
): Promise<number> {
  const result = await deleteTenantRows(db, 'schedule_items', tenantId, id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
