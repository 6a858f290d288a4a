import type { AdminEntry, AdminRole, TenantFeature, VirtualRole } from '@kizuna/api-client/contract';
import { ADMIN_ROLES, VIRTUAL_ROLES } from '@kizuna/api-client/contract';
import { ADMIN_ENTRY_RULES } from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { isAdminEntryBuilt } from '../../../routes/builtPages';

/** The admin-area entry each role opens (the role of `ADMIN_ENTRY_RULES`). */
const ENTRY_OF_ROLE = new Map<AdminRole, AdminEntry>(
  (Object.entries(ADMIN_ENTRY_RULES) as [AdminEntry, { role?: AdminRole }][])
    .filter(([entry, rule]) => rule.role !== undefined && entry !== 'PAAPI' && entry !== 'TOGO')
    .map(([entry, rule]) => [rule.role!, entry]),
);

/** Roles that open no admin entry but that Kizuna checks, and the tenant feature each needs. */
const OTHER_ROLES: Partial<Record<AdminRole, TenantFeature | null>> = {
  AVAILABLE_ALL_COMMON_DIRECTORY: null,
  ADMIN_INTERNAL_CONTACT: null,
  PAAPI: 'PAAPI',
};

/**
 * The tenant feature each per-person feature needs (null: none); a feature Kizuna does not build
 * (a talk log) is left out.
 */
const VIRTUAL_ROLE_FEATURE: Partial<Record<VirtualRole, TenantFeature | null>> = {
  USER_GOTALK_AVAILABLE: 'GOTALK',
  USER_PAAPI_AVAILABLE: 'PAAPI',
  USER_PBX_FEATURE: null,
  USER_OCR_TYPES_MACHINE: 'OCR_MACHINE',
  USER_OCR_TYPES_REGOLITH: 'OCR_REGOLITH',
  V_TENANT_TOGO_AVAILABLE: 'TOGO',
  USER_INTERNAL_CONTACT_ADMIN: 'TOGO',
  USER_THANKS_AVAILABLE: 'THANKS',
  TENANT_O365_PRESENCE: null,
  TENANT_O365_SCHEDULE: null,
  TENANT_O365_DOCUMENT: null,
  TENANT_O365_CONTACT: 'OUTLOOK_SYNC',
  TENANT_O365_CONSENT: 'OUTLOOK_SYNC',
  TENANT_GROUP_COMPANIES_AVAILABLE: 'TOGO',
};

const has = (context: CapabilityContext, feature: TenantFeature | null | undefined) =>
  feature === null || (feature !== undefined && context.tenantFeatures.includes(feature));

/**
 * The administrator roles an administrator may give in this tenant: those whose admin page
 * Kizuna builds and whose tenant features the tenant has, and the few roles Kizuna checks
 * elsewhere. A role the person holds already stays listed, so it can be taken away.
 */
export function grantableAdminRoles(context: CapabilityContext, held: readonly string[] = []): AdminRole[] {
  return ADMIN_ROLES.filter((role) => {
    if (held.includes(role)) return true;
    const entry = ENTRY_OF_ROLE.get(role);
    if (entry) {
      const features = ADMIN_ENTRY_RULES[entry].tenantFeatures ?? [];
      return isAdminEntryBuilt(entry) && features.every((feature) => has(context, feature));
    }
    return role in OTHER_ROLES && has(context, OTHER_ROLES[role]);
  });
}

/** The per-person features the tenant has and Kizuna builds (and those the person holds). */
export function grantableVirtualRoles(
  context: CapabilityContext,
  held: readonly string[] = [],
): VirtualRole[] {
  return VIRTUAL_ROLES.filter(
    (role) =>
      held.includes(role) || (role in VIRTUAL_ROLE_FEATURE && has(context, VIRTUAL_ROLE_FEATURE[role])),
  );
}
