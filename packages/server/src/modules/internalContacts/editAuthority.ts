import type { Principal } from '../principal/index.js';

/**
 * Edit authority over everyone's directory data (proxy edit, 001 §6): an admin of users
 * (`hasEditAuthorityUser`) or of internal contacts, within the tenant.
 */
export function hasEditAuthority(principal: Principal): boolean {
  return principal.userRoles.includes('ADMIN_USER') || principal.userRoles.includes('ADMIN_INTERNAL_CONTACT');
}

/** Who may edit a person's directory data: the person themself, or one with edit authority. */
export function canEditPerson(principal: Principal, userId: number): boolean {
  return principal.user.id === userId || hasEditAuthority(principal);
}

/** Who may edit a division's comment: its members, and admins of divisions or internal contacts. */
export function canEditDivision(principal: Principal, divisionId: number): boolean {
  return (
    principal.divisionIds.includes(divisionId) ||
    principal.userRoles.includes('ADMIN_DIVISION') ||
    principal.userRoles.includes('ADMIN_INTERNAL_CONTACT')
  );
}
