import type { ColumnType } from 'kysely';

/** bigint[] reads back as text or numbers depending on the driver; written as numbers. */
type IdArray = ColumnType<(string | number)[], (string | number)[] | undefined, (string | number)[]>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** The company key of one external contact, and the texts it was worked out from. */
export interface CompanyContactKeysTable {
  tenant_id: number;
  contact_id: number;
  company_name: string;
  company_name_kana: string;
  division_name: string;
  /** '' when the contact names no company. */
  company_code: string;
  company_search: string;
  division_ids: IdArray;
  division_names: TextArray;
}

export interface CompanyDirectoryTables {
  company_contact_keys: CompanyContactKeysTable;
}
