import type { Db } from '../../db/createDatabase.js';
import { expandDivisions } from '../directorySearch/index.js';
import type { Principal } from '../principal/index.js';

/**
 * From this `level` up (課長 and above on the 5-step scale of the demo data: 部長 5, 次長 4, 課長 3,
 * 係長 2, 主任 1), a person manages the divisions they belong to: they follow the results of the
 * people of those divisions and their sub-divisions, call those who have not answered, enter
 * answers for them and ask them again. Below it, a person sees only their own answer.
 */
export const ANPI_MANAGER_LEVEL = 3;

/**
 * Whose answers a person may follow: everyone (ADMIN_ANPI or company-level permission), the
 * people of some divisions (a division manager; divisions as the check's targets were placed when
 * it started), or no one but themselves.
 */
export type AnpiScope =
  | { readonly kind: 'COMPANY' }
  | { readonly kind: 'DIVISIONS'; readonly divisionIds: readonly number[] }
  | { readonly kind: 'SELF' };

export async function anpiScopeOf(db: Db, principal: Principal): Promise<AnpiScope> {
  const tenantId = principal.tenant.id;
  const userId = principal.user.id;
  if (principal.userRoles.includes('ADMIN_ANPI')) return { kind: 'COMPANY' };
  const holder = await db
    .selectFrom('anpi_company_permissions')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (holder) return { kind: 'COMPANY' };
  if (Number(principal.user.level) < ANPI_MANAGER_LEVEL || principal.divisionIds.length === 0) {
    return { kind: 'SELF' };
  }
  const divisionIds = await expandDivisions(db, tenantId, principal.divisionIds);
  return divisionIds.length > 0 ? { kind: 'DIVISIONS', divisionIds } : { kind: 'SELF' };
}

/** The division ids a query of a check's targets is limited to, or null for the whole check. */
export function scopedDivisionIds(scope: Exclude<AnpiScope, { kind: 'SELF' }>): readonly number[] | null {
  return scope.kind === 'COMPANY' ? null : scope.divisionIds;
}
