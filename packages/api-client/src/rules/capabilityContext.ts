import type { AdminRole, CallControlMode, EffectiveFeature } from '../contract/enums';

/**
 * What the capability rules read about a signed-in user. The server builds it from its tables,
 * the app from the principal calls (`capabilityContextOf`).
 */
export interface CapabilityContext {
  /** `roles.admin`: admins are excluded from talk and voice-talk. */
  readonly admin: boolean;
  readonly adminMenuVisible: boolean;
  readonly userRoles: readonly AdminRole[];
  readonly userVirtualRoles: readonly string[];
  readonly tenantFeatures: readonly string[];
  readonly callControlMode: CallControlMode;
}

/** The principal calls' answers a context is made from. */
export interface PrincipalParts {
  readonly roles: {
    readonly admin: boolean;
    readonly adminMenuVisible: boolean;
    readonly userRoles: readonly AdminRole[];
    readonly userVirtualRoles: readonly string[];
  };
  readonly tenant: {
    readonly tenantFeatures: readonly string[];
    readonly callControlMode: { readonly name: CallControlMode };
  };
}

export function capabilityContextOf({ roles, tenant }: PrincipalParts): CapabilityContext {
  return {
    admin: roles.admin,
    adminMenuVisible: roles.adminMenuVisible,
    userRoles: roles.userRoles,
    userVirtualRoles: roles.userVirtualRoles,
    tenantFeatures: tenant.tenantFeatures,
    callControlMode: tenant.callControlMode.name,
  };
}

/** Effective features (§6.3): the tenant's features together with the user's virtual roles. */
export function effectiveFeatures(context: Pick<CapabilityContext, 'tenantFeatures' | 'userVirtualRoles'>) {
  return new Set<EffectiveFeature>([...context.tenantFeatures, ...context.userVirtualRoles]);
}
