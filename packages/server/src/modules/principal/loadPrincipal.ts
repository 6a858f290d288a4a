import {
  ADMIN_ROLES,
  CALL_CONTROL_MODES,
  type AdminRole,
  type CallControlMode,
} from '@kizuna/api-client/contract';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { TenantRow, UserRow } from '../../db/DatabaseSchema.js';

/** The signed-in user with everything the pipeline and the principal calls read. */
export interface Principal {
  readonly sessionIdHash: string;
  readonly tenant: TenantRow;
  readonly tenantFeatures: readonly string[];
  readonly user: UserRow;
  readonly userRoles: readonly AdminRole[];
  readonly userVirtualRoles: readonly string[];
  /** Primary division first, then concurrent posts. */
  readonly divisionIds: readonly number[];
  readonly capability: CapabilityContext;
  /**
   * The user holds the company-level ANPI permission (anpi_company_permissions). Absent where a
   * principal is made without it: whoever needs it then reads it.
   */
  readonly anpiCompanyPermission?: boolean;
}

function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

function isCallControlMode(mode: string): mode is CallControlMode {
  return (CALL_CONTROL_MODES as readonly string[]).includes(mode);
}

export async function loadPrincipal(
  db: Db,
  session: { readonly idHash: string; readonly tenantId: number; readonly userId: number },
  /** The session's tenant with its features when the caller holds them current: not read again. */
  knownTenant?: { readonly tenant: TenantRow; readonly tenantFeatures: readonly string[] },
): Promise<Principal | null> {
  const user = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .selectFrom('user_roles')
        .select(sql<string[]>`coalesce(array_agg(role order by role), '{}')`.as('roles'))
        .whereRef('user_roles.user_id', '=', 'users.id')
        .whereRef('user_roles.tenant_id', '=', 'users.tenant_id')
        .as('roles'),
      eb
        .selectFrom('user_virtual_roles')
        .select(sql<string[]>`coalesce(array_agg(role order by role), '{}')`.as('roles'))
        .whereRef('user_virtual_roles.user_id', '=', 'users.id')
        .whereRef('user_virtual_roles.tenant_id', '=', 'users.tenant_id')
        .as('virtual_roles'),
      eb
        .selectFrom('user_divisions')
        .select(
          sql<
            number[]
          >`coalesce(array_agg(division_id order by is_primary desc, sort, division_id), '{}')`.as('ids'),
        )
        .whereRef('user_divisions.user_id', '=', 'users.id')
        .whereRef('user_divisions.tenant_id', '=', 'users.tenant_id')
        .as('division_ids'),
      eb
        .exists(
          eb
            .selectFrom('anpi_company_permissions')
            .select('anpi_company_permissions.user_id')
            .whereRef('anpi_company_permissions.user_id', '=', 'users.id')
            .whereRef('anpi_company_permissions.tenant_id', '=', 'users.tenant_id'),
        )
        .as('anpi_company_permission'),
    ])
    .where('users.id', '=', session.userId)
    .where('users.tenant_id', '=', session.tenantId)
    .where('users.enabled', '=', true)
    .executeTakeFirst();
  if (!user) return null;
  const tenant = knownTenant
    ? { ...knownTenant.tenant, features: [...knownTenant.tenantFeatures] }
    : await db
        .selectFrom('tenants')
        .selectAll('tenants')
        .select((eb) =>
          eb
            .selectFrom('tenant_features')
            .select(sql<string[]>`coalesce(array_agg(feature order by feature), '{}')`.as('features'))
            .whereRef('tenant_features.tenant_id', '=', 'tenants.id')
            .as('features'),
        )
        .where('tenants.id', '=', session.tenantId)
        .executeTakeFirst();
  if (!tenant) return null;

  const { roles, virtual_roles, division_ids, anpi_company_permission, ...userRow } = user;
  const { features, ...tenantRow } = tenant;
  const userRoles = (roles ?? []).filter(isAdminRole);
  const userVirtualRoles = virtual_roles ?? [];
  const tenantFeatures = features ?? [];
  const callControlMode = isCallControlMode(tenantRow.call_control_mode)
    ? tenantRow.call_control_mode
    : 'VIEW_ONLY';
  return {
    sessionIdHash: session.idHash,
    tenant: tenantRow,
    tenantFeatures,
    user: userRow,
    userRoles,
    userVirtualRoles,
    divisionIds: division_ids ?? [],
    capability: {
      admin: userRow.is_admin,
      adminMenuVisible: adminMenuVisible(userRoles),
      userRoles,
      userVirtualRoles,
      tenantFeatures,
      callControlMode,
    },
    anpiCompanyPermission: Boolean(anpi_company_permission),
  };
}

/** The admin menu shows when the user holds any admin role. */
export function adminMenuVisible(userRoles: readonly AdminRole[]): boolean {
  return userRoles.length > 0;
}
