import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

/** One side of a group link: `tenant_id` lists `group_tenant_id` as a company of its group. */
export interface TenantGroupLinksTable {
  tenant_id: number;
  group_tenant_id: number;
  sort: Defaulted<number>;
  created_at: Timestamp;
}

export interface GroupCompanyTables {
  tenant_group_links: TenantGroupLinksTable;
}
