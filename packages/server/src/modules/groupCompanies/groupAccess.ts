import type { Db } from '../../db/createDatabase.js';
import type { Principal } from '../principal/index.js';
import { GroupCompaniesError } from './GroupCompaniesError.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { GroupVisibility } from './groupVisibility.js';

export interface GroupTenant {
  readonly groupTenantId: number;
  readonly orgName: string;
}

/**
 * The tenants the user's tenant is linked with both ways, in the order its links were made. A link
 * from one side only is a request the other company has not agreed to: nothing is shown for it.
 */
export async function linkedTenants(db: Db, tenantId: number, only?: number): Promise<GroupTenant[]> {
  let query = db
    .selectFrom('tenant_group_links as l')
    .innerJoin('tenant_group_links as back', (join) =>
      join
        .onRef('back.tenant_id', '=', 'l.group_tenant_id')
        .onRef('back.group_tenant_id', '=', 'l.tenant_id'),
    )
    .innerJoin('tenants as t', 't.id', 'l.group_tenant_id')
    .select(['t.id', 't.name', 't.organization_name'])
    .where('l.tenant_id', '=', tenantId);
  if (only !== undefined) query = query.where('l.group_tenant_id', '=', only);
  const rows = await query.orderBy('l.sort').orderBy('t.id').execute();
  return rows.map((row) => ({
    groupTenantId: Number(row.id),
    orgName: row.organization_name?.trim() ? row.organization_name : row.name,
  }));
}

/** The linked tenant, or GROUP_COMPANY_NOT_FOUND: an unlinked tenant looks like no tenant at all. */
export async function requireGroupTenant(
  db: Db,
  principal: Principal,
  groupTenantId: number,
): Promise<GroupTenant> {
  const [found] = await linkedTenants(db, principal.tenant.id, groupTenantId);
  if (!found) {
    throw new GroupCompaniesError(
      'GROUP_COMPANY_NOT_FOUND',
      `tenant ${groupTenantId} is not linked with the user's`,
    );
  }
  return found;
}

/**
 * Every named division must be the linked tenant's own and shown to its group companies: a hidden
 * one looks like none at all.
 */
export async function requireGroupDivisions(
  db: Db,
  groupTenantId: number,
  divisionIds: readonly number[],
  visibility: GroupVisibility,
): Promise<void> {
  const ids = [...new Set(divisionIds)];
  if (ids.length === 0) return;
  if (ids.some((id) => visibility.hiddenDivisionIds.has(id))) {
    throw new GroupCompaniesError(
      'GROUP_DIVISION_NOT_FOUND',
      'a division id is hidden from the group companies',
    );
  }
  const known = await selectTenantRows(db, 'divisions', groupTenantId)
    .select('id')
    .where('id', 'in', ids)
    .execute();
  if (known.length !== ids.length) {
    throw new GroupCompaniesError(
      'GROUP_DIVISION_NOT_FOUND',
      'a division id is not a division of the group company',
    );
  }
}

/** Who a group company shows: enabled people and facilities, not registration-only accounts. */
export const GROUP_VISIBLE_USER_TYPES = ['REGULAR_USER', 'FACILITY'] as const;

export function groupFaceThumbnailPath(groupTenantId: number, userId: number): string {
  return `/api/browser/groupCompanies/${groupTenantId}/faceImageThumbnail/${userId}`;
}
