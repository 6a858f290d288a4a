import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/**
 * What a tenant keeps from its group companies (the internal-contact admin). One rule for every
 * company linked with it: the administrator decides what is internal, not per reader.
 */
export interface GroupVisibility {
  /** Divisions hidden by the administrator, and every division under one of them. */
  readonly hiddenDivisionIds: ReadonlySet<number>;
  /**
   * People the group companies do not see: those hidden one by one, and those whose every post is
   * in a hidden division. Someone with a post in a shown division stays shown, with that post only.
   */
  readonly hiddenUserIds: readonly number[];
}

const NOTHING_HIDDEN: GroupVisibility = { hiddenDivisionIds: new Set(), hiddenUserIds: [] };

/** Every division at or under the given ones, from the tenant's whole tree. */
export function divisionsAtOrUnder(
  tree: readonly { id: number; parentId: number | null }[],
  roots: Iterable<number>,
): Set<number> {
  const children = new Map<number, number[]>();
  for (const division of tree) {
    if (division.parentId === null) continue;
    const list = children.get(division.parentId) ?? [];
    list.push(division.id);
    children.set(division.parentId, list);
  }
  const found = new Set<number>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** The tenant's division tree as id and parent. */
export async function divisionTreeOf(db: Db, tenantId: number) {
  const rows = await selectTenantRows(db, 'divisions', tenantId).select(['id', 'parent_id']).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
  }));
}

/** What `tenantId` hides from its group companies, read now (changes apply at once). */
export async function groupVisibilityOf(db: Db, tenantId: number): Promise<GroupVisibility> {
  const [hiddenDivisions, hiddenUsers] = await Promise.all([
    selectTenantRows(db, 'group_hidden_divisions', tenantId).select('division_id').execute(),
    selectTenantRows(db, 'group_hidden_users', tenantId).select('user_id').execute(),
  ]);
  if (hiddenDivisions.length === 0 && hiddenUsers.length === 0) return NOTHING_HIDDEN;
  const hiddenDivisionIds =
    hiddenDivisions.length === 0
      ? new Set<number>()
      : divisionsAtOrUnder(
          await divisionTreeOf(db, tenantId),
          hiddenDivisions.map((row) => Number(row.division_id)),
        );
  const divisionIds = [...hiddenDivisionIds];
  const rows = await sql<{ id: number }>`
    select u.id from users u
    where u.tenant_id = ${tenantId}
      and (
        exists (select 1 from group_hidden_users h
          where h.tenant_id = ${tenantId} and h.user_id = u.id)
        or (
          exists (select 1 from user_divisions ud
            where ud.tenant_id = ${tenantId} and ud.user_id = u.id
              and ud.division_id = any(${divisionIds}::bigint[]))
          and not exists (select 1 from user_divisions ud
            where ud.tenant_id = ${tenantId} and ud.user_id = u.id
              and not (ud.division_id = any(${divisionIds}::bigint[])))
        )
      )`.execute(db);
  return { hiddenDivisionIds, hiddenUserIds: rows.rows.map((row) => Number(row.id)) };
}
