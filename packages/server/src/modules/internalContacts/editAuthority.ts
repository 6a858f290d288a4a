import type { Db } from '../../db/createDatabase.js';
import type { Principal } from '../principal/index.js';

/**
 * Edit authority over everyone's directory data (proxy edit, 001 §6): an admin of users
 * (`hasEditAuthorityUser`) or of internal contacts, within the tenant.
 */
export function hasEditAuthority(principal: Principal): boolean {
  return principal.userRoles.includes('ADMIN_USER') || principal.userRoles.includes('ADMIN_INTERNAL_CONTACT');
}

/**
 * Of `userIds`, those an administrator delegated the editing of to the principal: named one by one,
 * or members of a named division (its own members; a sub-division is a grant of its own).
 */
export async function delegatedAmong(
  db: Db,
  principal: Principal,
  userIds: readonly number[],
): Promise<Set<number>> {
  const tenantId = principal.tenant.id;
  const others = userIds.filter((id) => id !== principal.user.id);
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('edit_delegations as d')
    .leftJoin('user_divisions as ud', (join) =>
      join
        .onRef('ud.division_id', '=', 'd.target_division_id')
        .on('ud.tenant_id', '=', tenantId)
        .on('ud.user_id', 'in', others),
    )
    .select(['d.target_user_id', 'ud.user_id'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.delegate_user_id', '=', principal.user.id)
    .where((eb) => eb.or([eb('d.target_user_id', 'in', others), eb('ud.user_id', 'is not', null)]))
    .execute();
  return new Set(
    rows
      .flatMap((row) => [row.target_user_id, row.user_id])
      .filter((id) => id !== null)
      .map(Number),
  );
}

/**
 * Who may edit a person's directory data: the person themself, one with edit authority, or one an
 * administrator delegated the person's editing to.
 */
export async function canEditPerson(db: Db, principal: Principal, userId: number): Promise<boolean> {
  if (principal.user.id === userId || hasEditAuthority(principal)) return true;
  return (await delegatedAmong(db, principal, [userId])).has(userId);
}

/** Of `userIds`, those the principal may edit (as `canEditPerson`), in one query. */
export async function editablePeopleAmong(
  db: Db,
  principal: Principal,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (hasEditAuthority(principal)) return new Set(userIds);
  const editable = await delegatedAmong(db, principal, userIds);
  if (userIds.includes(principal.user.id)) editable.add(principal.user.id);
  return editable;
}

/** Who may edit a division's comment: its members, and admins of divisions or internal contacts. */
export function canEditDivision(principal: Principal, divisionId: number): boolean {
  return (
    principal.divisionIds.includes(divisionId) ||
    principal.userRoles.includes('ADMIN_DIVISION') ||
    principal.userRoles.includes('ADMIN_INTERNAL_CONTACT')
  );
}
