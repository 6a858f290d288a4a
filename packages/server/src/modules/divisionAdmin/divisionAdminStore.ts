import type { AdminDivision } from '@kizuna/api-client/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';

type DivisionRow = Selectable<DatabaseSchema['divisions']>;

/** What the action log keeps of a division. */
export function divisionSnapshot(row: DivisionRow) {
  return {
    divisionId: Number(row.id),
    parentDivisionId: row.parent_id === null ? null : Number(row.parent_id),
    divisionName: row.name,
    divisionNameKana: row.name_kana,
    divisionCode: row.code,
    divisionPhoneNum: row.phone_num,
    divisionUrl: row.url,
    comment: row.comment,
    sort: row.sort,
  };
}

/**
 * Serialises the tree changes of one tenant until the transaction ends: a move checks the tree
 * it changes, and two moves at once (A under B, B under A) must not both pass that check.
 */
export async function lockDivisionTree(trx: Db, tenantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('division-tree'), ${tenantId}::int)`.execute(trx);
}

/** Every division of the tenant with its child and member counts, in tree order (parents first). */
export async function listAdminDivisions(db: Db, tenantId: number): Promise<AdminDivision[]> {
  const rows = await db
    .selectFrom('divisions as d')
    .selectAll('d')
    .select((eb) => [
      eb
        .selectFrom('divisions as c')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('c.parent_id', '=', 'd.id')
        .where('c.tenant_id', '=', tenantId)
        .as('child_count'),
      eb
        .selectFrom('user_divisions as ud')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('ud.division_id', '=', 'd.id')
        .where('ud.tenant_id', '=', tenantId)
        .as('member_count'),
    ])
    .where('d.tenant_id', '=', tenantId)
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const parent = row.parent_id === null ? null : Number(row.parent_id);
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const out: AdminDivision[] = [];
  const walk = (parent: number | null) => {
    for (const row of byParent.get(parent) ?? []) {
      out.push({
        ...divisionSnapshot(row),
        childCount: Number(row.child_count ?? 0),
        memberCount: Number(row.member_count ?? 0),
      });
      walk(Number(row.id));
    }
  };
  walk(null);
  return out;
}

/** The tenant's division, locked for the change; undefined for none (or another tenant's). */
export async function lockedDivision(trx: Db, tenantId: number, divisionId: number) {
  return trx
    .selectFrom('divisions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', divisionId)
    .forUpdate()
    .executeTakeFirst();
}

/** Ids of the division and every division below it. */
export async function subtreeIds(db: Db, tenantId: number, divisionId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number | string }>`
    with recursive down(id) as (
      select id from divisions where tenant_id = ${tenantId} and id = ${divisionId}
      union
      select d.id from divisions d join down on d.parent_id = down.id where d.tenant_id = ${tenantId}
    )
    select id from down`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The people who belong to any of the divisions. */
export async function membersOf(db: Db, tenantId: number, divisionIds: readonly number[]): Promise<number[]> {
  if (divisionIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_divisions')
    .select('user_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('division_id', 'in', divisionIds)
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** Sibling ids under a parent (null: the top level), in their order. */
export async function siblingIds(db: Db, tenantId: number, parentId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('divisions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Puts the divisions under the parent, numbered 0, 1, 2 … in the given order; one statement. */
export async function placeUnder(
  trx: Db,
  tenantId: number,
  parentId: number | null,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update divisions d set parent_id = ${parentId}::bigint, sort = o.ord - 1, updated_at = ${now}
    from unnest(${[...ids]}::bigint[]) with ordinality as o(id, ord)
    where d.tenant_id = ${tenantId} and d.id = o.id
      and (d.sort <> o.ord - 1 or d.parent_id is distinct from ${parentId}::bigint)`.execute(trx);
}

/** A division of the tenant with that code, other than `exceptId`. */
export async function divisionWithCode(db: Db, tenantId: number, code: string, exceptId?: number) {
  let query = db
    .selectFrom('divisions')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}
