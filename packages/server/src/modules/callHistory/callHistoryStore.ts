import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

export type Direction = 'INCOMING' | 'OUTGOING';

interface Owner {
  readonly tenantId: number;
  readonly userId: number;
}

function ownHistory(db: Db, owner: Owner, direction: Direction) {
  return selectTenantRows(db, 'call_history', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('direction', '=', direction);
}

/**
 * A page of the own history in one direction, newest first, and how many rows there are: one
 * statement (the count rides on each row); a page past the end asks for the count alone.
 */
export async function historyPage(
  db: Db,
  owner: Owner,
  direction: Direction,
  page: { limit: number; offset: number },
) {
  const base = ownHistory(db, owner, direction);
  const found = await base
    .select(['id', 'call_id', 'from_num', 'to_num', 'call_status', 'called_at'])
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('called_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0) return { rows, totalCount: Number(found[0]!.total) };
  if (page.offset === 0) return { rows, totalCount: 0 };
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { rows, totalCount: Number(n) };
}

/** Deletes rows of the own history among `ids`; answers how many went. */
export async function deleteHistoryRows(
  db: Db,
  owner: Owner,
  direction: Direction,
  ids: readonly number[],
): Promise<number> {
  const result = await deleteTenantRows(db, 'call_history', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('direction', '=', direction)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
