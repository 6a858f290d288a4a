import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

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
