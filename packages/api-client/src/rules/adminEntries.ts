import {
  ADMIN_ENTRIES,
  type AdminEntry,
  type AdminRole,
  type TenantFeature,
  type VirtualRole,
} from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';

interface AdminEntryRule {
  readonly role?: AdminRole;
  readonly tenantFeatures?: readonly TenantFeature[];
  readonly virtualRoles?: readonly VirtualRole[];
}

/**
 * The "needs" column of §6.4. Togo admin names "the role" without saying which; linking group
 * companies is a company-level setting, so it takes ADMIN_COMPANY. Action log is not in the table
 * but is an admin menu target of §2.2; it needs its role only.
 */
export const ADMIN_ENTRY_RULES: Record<AdminEntry, AdminEntryRule> = {
  COMPANY: { role: 'ADMIN_COMPANY' },
  DIVISION: { role: 'ADMIN_DIVISION' },
  USER: { role: 'ADMIN_USER' },
  TOGO: { role: 'ADMIN_COMPANY', tenantFeatures: ['TOGO'], virtualRoles: ['V_TENANT_TOGO_AVAILABLE'] },
  COMMON_CONTACT: { role: 'ADMIN_COMMON_CONTACT' },
  INFORMATION: { role: 'ADMIN_INFORMATION' },
  ACTION_LOG: { role: 'ADMIN_ACTION_LOG' },
  SANSAN_IMPORT: { role: 'ADMIN_SANSAN_IMPORT', tenantFeatures: ['SANSAN'] },
  GOTALK: { role: 'ADMIN_GOTALK', tenantFeatures: ['GOTALK'] },
  AZURE_ACTIVE_DIRECTORY: {
    role: 'ADMIN_AZURE_ACTIVE_DIRECTORY',
    tenantFeatures: ['AZURE_ACTIVE_DIRECTORY'],
  },
  ACTIVE_DIRECTORY: { role: 'ADMIN_ACTIVE_DIRECTORY', tenantFeatures: ['ACTIVE_DIRECTORY'] },
  CUCM: { role: 'ADMIN_CUCM', tenantFeatures: ['CUCM'] },
  DIAL_PICKUP: { role: 'ADMIN_DIAL_PICKUP', tenantFeatures: ['DIAL_PICKUP'] },
  CMX: { role: 'ADMIN_CMX', tenantFeatures: ['CMX'] },
  EX_BEACON: { role: 'ADMIN_EX_BEACON', tenantFeatures: ['EX_BEACON'] },
  MERAKI: { role: 'ADMIN_MERAKI', tenantFeatures: ['MERAKI'] },
  IBASHO: { role: 'ADMIN_IBASHO', tenantFeatures: ['IBASHO'] },
  THANKS: { role: 'ADMIN_THANKS', tenantFeatures: ['THANKS'] },
  SFDC: { role: 'ADMIN_SFDC', tenantFeatures: ['SFDC'] },
  ANPI: { role: 'ADMIN_ANPI', tenantFeatures: ['ANPI'] },
  PAAPI: { role: 'ADMIN_USER', tenantFeatures: ['PAAPI'] },
  INTERNAL_CONTACT: {
    tenantFeatures: ['TOGO'],
    virtualRoles: ['USER_INTERNAL_CONTACT_ADMIN', 'V_TENANT_TOGO_AVAILABLE'],
  },
};

export function isAdminEntryAllowed(context: CapabilityContext, entry: AdminEntry): boolean {
  const rule = ADMIN_ENTRY_RULES[entry];
  return (
    (rule.role === undefined || context.userRoles.includes(rule.role)) &&
    (rule.tenantFeatures ?? []).every((feature) => context.tenantFeatures.includes(feature)) &&
    (rule.virtualRoles ?? []).every((role) => context.userVirtualRoles.includes(role))
  );
}

/** The admin-area entries the user may open, in menu order. */
export function adminEntries(context: CapabilityContext): AdminEntry[] {
  return ADMIN_ENTRIES.filter((entry) => isAdminEntryAllowed(context, entry));
}
