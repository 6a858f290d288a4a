import type { Division } from '@kizuna/api-client/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/createDatabase.js';
import type { DatabaseSchema, DivisionsTable } from '../../db/DatabaseSchema.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Divisions of a tenant under the given parents (null: top level), with their child counts. */
export async function divisionsUnder(
  db: Db,
  tenantId: number,
  parentIds: readonly (number | null)[],
): Promise<Division[]> {
  const ids = parentIds.filter((id): id is number => id !== null);
  const roots = parentIds.includes(null);
  const rows = await db
    .selectFrom('divisions as d')
    .select(['d.id', 'd.parent_id', 'd.name', 'd.name_kana', 'd.code'])
    .select((eb) =>
      eb
        .selectFrom('divisions as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.parent_id', '=', 'd.id')
        .where('c.tenant_id', '=', tenantId)
        .as('child_count'),
    )
    .where('d.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        ...(roots ? [eb('d.parent_id', 'is', null)] : []),
        ...(ids.length > 0 ? [eb('d.parent_id', 'in', ids)] : []),
      ]),
    )
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    divisionId: Number(row.id),
    parentDivisionId: row.parent_id === null ? null : Number(row.parent_id),
    divisionName: row.name,
    divisionNameKana: row.name_kana,
    divisionCode: row.code,
    childCount: Number(row.child_count ?? 0),
  }));
}

/** The ids from a division up to its top-level division (at most 64 levels). */
export async function divisionPathIds(db: Db, tenantId: number, divisionId: number): Promise<number[]> {
  const path = await sql<{ id: number }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from divisions where tenant_id = ${tenantId} and id = ${divisionId}
      union all
      select d.id, d.parent_id, up.depth + 1 from divisions d join up on d.id = up.parent_id
        where d.tenant_id = ${tenantId} and up.depth < 64
    )
    select id from up`.execute(db);
  return path.rows.map((row) => Number(row.id));
}

export async function findDivision(db: Db, tenantId: number, divisionId: number) {
  return selectTenantRows(db, 'divisions', tenantId, divisionId).selectAll().executeTakeFirst();
}

/**
 * A division of the tenant with the names above it (the top first) and the name of who last
 * edited its comment, in one call of `division_info` (migration 0037, which keeps its plan).
 */
export async function divisionPageOf(db: Db, tenantId: number, divisionId: number) {
  const answer = await sql<
    Selectable<DivisionsTable> & { parent_names: string[]; editor_fullname: string | null }
  >`select (d.division).*, d.parent_names, d.editor_fullname
    from division_info(${tenantId}, ${divisionId}) d`.execute(db);
  return answer.rows[0];
}

export async function saveDivisionComment(
  db: Db,
  tenantId: number,
  divisionId: number,
  change: { comment: string | null; editorId: number; at: Date },
) {
  await db
    .updateTable('divisions')
    .set({
      comment: change.comment,
      comment_editor_id: change.editorId,
      comment_updated_at: change.at,
      updated_at: change.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', divisionId)
    .execute();
}

export async function divisionNames(db: Db, tenantId: number, ids: readonly number[]) {
  return selectTenantRows(db, 'divisions', tenantId).select(['id', 'name']).where('id', 'in', ids).execute();
}

/** The divisions a user chose to search in (none chosen: all of their own). */
export async function chosenDivisionIds(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const settings = await selectTenantRows(db, 'user_settings', tenantId)
    .select('internal_division_ids')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return settings?.internal_division_ids ?? [];
}

/**
 * The divisions (id, name) of the person `u` of a query over users, primary first, as a JSON
 * array: a subquery for that query's select (the query's tables are its own business, hence the cast).
 */
export function divisionsOfUser<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  const builder = eb as unknown as ExpressionBuilder<DatabaseSchema & { u: DatabaseSchema['users'] }, 'u'>;
  return jsonArrayFrom(
    builder
      .selectFrom('user_divisions as ud')
      .innerJoin('divisions as d', (join) =>
        join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
      )
      .select(['d.id', 'd.name'])
      .whereRef('ud.tenant_id', '=', 'u.tenant_id')
      .whereRef('ud.user_id', '=', 'u.id')
      .orderBy('ud.is_primary', 'desc')
      .orderBy('ud.sort')
      .orderBy('d.id'),
  );
}
