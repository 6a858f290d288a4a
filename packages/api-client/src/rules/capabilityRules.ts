import type { CapabilityRuleName } from '../contract/endpoint';
import type { TenantFeature, VirtualRole } from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';

function tenantHas(context: CapabilityContext, feature: TenantFeature): boolean {
  return context.tenantFeatures.includes(feature);
}

function userHas(context: CapabilityContext, role: VirtualRole): boolean {
  return context.userVirtualRoles.includes(role);
}

/**
 * The named rules of §2.1 and §6.5 that endpoints refer to by name (`{ kind: 'rule', rule }`).
 * Rules that need data beyond the principal (call rejection, editable folders) take it as
 * arguments in their own functions instead.
 */
export const CAPABILITY_RULES = {
  talk: (c: CapabilityContext) => tenantHas(c, 'TALK') && !c.admin,
  goTalk: (c: CapabilityContext) => tenantHas(c, 'GOTALK') && userHas(c, 'USER_GOTALK_AVAILABLE') && !c.admin,
  thanks: (c: CapabilityContext) => tenantHas(c, 'THANKS') && userHas(c, 'USER_THANKS_AVAILABLE'),
  companies: (c: CapabilityContext) => tenantHas(c, 'COMPANY_SEARCH'),
  place: (c: CapabilityContext) =>
    tenantHas(c, 'CMX') || tenantHas(c, 'MERAKI') || tenantHas(c, 'EX_BEACON') || tenantHas(c, 'IBASHO'),
  intelligenceNavi: (c: CapabilityContext) => tenantHas(c, 'INTELLIGENCE_NAVI'),
  searchDocument: (c: CapabilityContext) =>
    (userHas(c, 'TENANT_O365_DOCUMENT') || tenantHas(c, 'FILE_STORAGE')) &&
    !tenantHas(c, 'INTELLIGENCE_NAVI'),
  groupCompanies: (c: CapabilityContext) =>
    tenantHas(c, 'TOGO') && userHas(c, 'TENANT_GROUP_COMPANIES_AVAILABLE'),
  adminMenu: (c: CapabilityContext) => c.adminMenuVisible,
  feedback: (c: CapabilityContext) => tenantHas(c, 'FEEDBACK'),
  outlookSync: (c: CapabilityContext) =>
    tenantHas(c, 'OUTLOOK_SYNC') && userHas(c, 'TENANT_O365_CONTACT') && userHas(c, 'TENANT_O365_CONSENT'),
  pbxApiCalling: (c: CapabilityContext) => c.callControlMode === 'PBX_API' && userHas(c, 'USER_PBX_FEATURE'),
  cucmUserAuthentication: (c: CapabilityContext) =>
    c.callControlMode === 'PBX_API' && userHas(c, 'USER_PBX_FEATURE'),
  cucm: (c: CapabilityContext) => tenantHas(c, 'CUCM') && c.callControlMode === 'CUCM',
  /** The user's own call settings (rejection list, forwarding, mobile connect) of the call manager. */
  callSettings: (c: CapabilityContext) =>
    tenantHas(c, 'CUCM') && tenantHas(c, 'CALL_SETTINGS') && c.callControlMode === 'CUCM',
  /** Calls go through a phone-system adapter (the other modes are links in the browser). */
  phoneSystem: (c: CapabilityContext) =>
    c.callControlMode === 'CUCM' ||
    c.callControlMode === 'HIENG' ||
    c.callControlMode === 'AVAYA' ||
    c.callControlMode === 'PBX_API',
} as const satisfies Record<CapabilityRuleName, (context: CapabilityContext) => boolean>;

export function isCapabilityRuleName(name: string): name is CapabilityRuleName {
  return Object.hasOwn(CAPABILITY_RULES, name);
}

/** What the floor screen offers (§6.5): place maps when allowed, else wireless and beacon floors. */
export function floorSources(context: CapabilityContext): ('PLACE' | 'WIRELESS' | 'BEACON')[] {
  if (tenantHas(context, 'IBASHO')) return ['PLACE'];
  const sources: ('WIRELESS' | 'BEACON')[] = [];
  if (tenantHas(context, 'CMX') || tenantHas(context, 'MERAKI')) sources.push('WIRELESS');
  if (tenantHas(context, 'EX_BEACON')) sources.push('BEACON');
  return sources;
}

/** Call rejection needs its feature flag, an extension number and adapter settings (§6.5). */
export function canUseCallRejection(input: {
  readonly callRejectionAvailable: boolean;
  readonly extensionNum: string | null;
  readonly adapterSettingsId: number | null;
}): boolean {
  return input.callRejectionAvailable && Boolean(input.extensionNum) && input.adapterSettingsId !== null;
}

/** Copy and move targets: only common folders the user may edit (§6.5). */
export function copyTargetFolders<T extends { readonly editable: boolean }>(folders: readonly T[]): T[] {
  return folders.filter((folder) => folder.editable);
}
