import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

/** The given divisions of a tenant and all their sub-divisions (ids of other tenants drop out). */
export async function expandDivisions(
  db: Db,
  tenantId: number,
  divisionIds: readonly number[],
): Promise<number[]> {
  if (divisionIds.length === 0) return [];
  const result = await sql<{ id: number }>`
    with recursive tree(id) as (
      select id from divisions where tenant_id = ${tenantId} and id = any(${[...divisionIds]}::bigint[])
      union
      select d.id from divisions d join tree t on d.parent_id = t.id where d.tenant_id = ${tenantId}
    )
    select id from tree order by id`.execute(db);
  return result.rows.map((row) => Number(row.id));
}
