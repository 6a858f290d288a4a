import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

export const VCF_CUSTOM_ITEMS = ['divisionName', 'address', 'orgName', 'orgUrl'] as const;
export type VcfCustomItem = (typeof VCF_CUSTOM_ITEMS)[number];

export interface VcfCustomSettingsTable {
  tenant_id: number;
  user_id: number;
  item: VcfCustomItem;
  use_custom: ColumnType<boolean, boolean | undefined, boolean>;
  /** A string, or for the address `{ zipcode, address1, address2 }`. */
  value: unknown;
  updated_at: Timestamp;
}

export interface DigitalCardTables {
  vcf_custom_settings: VcfCustomSettingsTable;
}
