import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

/** One side of a group link: `tenant_id` lists `group_tenant_id` as a company of its group. */
export interface TenantGroupLinksTable {
  tenant_id: number;
  group_tenant_id: number;
  sort: Defaulted<number>;
  created_at: Timestamp;
}

/** A division the tenant hides from its group companies, with everything under it. */
export interface GroupHiddenDivisionsTable {
  tenant_id: number;
  division_id: number;
  created_at: Timestamp;
}

/** A person the tenant hides from its group companies, whatever their divisions. */
export interface GroupHiddenUsersTable {
  tenant_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface GroupCompanyTables {
  tenant_group_links: TenantGroupLinksTable;
  group_hidden_divisions: GroupHiddenDivisionsTable;
  group_hidden_users: GroupHiddenUsersTable;
}
