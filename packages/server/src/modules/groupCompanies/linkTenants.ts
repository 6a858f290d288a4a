import type { Db } from '../../db/createDatabase.js';
import { OperatorError } from '../auth/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';

async function tenantIdOf(db: Db, code: string): Promise<number> {
  const tenant = await db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirst();
  if (!tenant) throw new OperatorError(`no tenant "${code}"`);
  return Number(tenant.id);
}

/**
 * Records that `tenantCode` counts `groupCode` as a company of its group, and (unless `oneWay`)
 * the other side too. Reading needs both sides, so a one-way link shows nothing until the other
 * company links back. Linking again keeps the link and its place in the list.
 */
export async function linkTenants(
  db: Db,
  tenantCode: string,
  groupCode: string,
  options: { oneWay?: boolean } = {},
): Promise<void> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const groupTenantId = await tenantIdOf(db, groupCode);
  if (tenantId === groupTenantId) throw new OperatorError('a tenant cannot be linked with itself');
  const sides = options.oneWay
    ? [[tenantId, groupTenantId] as const]
    : [[tenantId, groupTenantId] as const, [groupTenantId, tenantId] as const];
  await db.transaction().execute(async (trx) => {
    for (const [from, to] of sides) {
      const last = await selectTenantRows(trx, 'tenant_group_links', from)
        .select((eb) => eb.fn.max('sort').as('sort'))
        .executeTakeFirst();
      await trx
        .insertInto('tenant_group_links')
        .values({ tenant_id: from, group_tenant_id: to, sort: Number(last?.sort ?? -1) + 1 })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'group_tenant_id']).doNothing())
        .execute();
    }
  });
}

/** Removes both sides of the link; the directories stop being readable at once. */
export async function unlinkTenants(db: Db, tenantCode: string, groupCode: string): Promise<void> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const groupTenantId = await tenantIdOf(db, groupCode);
  await db
    .deleteFrom('tenant_group_links')
    .where((eb) =>
      eb.or([
        eb.and([eb('tenant_id', '=', tenantId), eb('group_tenant_id', '=', groupTenantId)]),
        eb.and([eb('tenant_id', '=', groupTenantId), eb('group_tenant_id', '=', tenantId)]),
      ]),
    )
    .execute();
}
