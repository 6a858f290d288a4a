import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SansanImportSettingsTable {
  tenant_id: number;
  api_key_sealed: string;
  scope: Defaulted<'ALL' | 'OWNERS'>;
  folder_id: number | null;
  schedule: Defaulted<'OFF' | 'HOURLY' | 'DAILY'>;
  imported_up_to: NullableTimestamp;
  updated_at: Timestamp;
}

export interface SansanImportOwnersTable {
  tenant_id: number;
  user_id: number;
}

export interface SansanImportRunsTable {
  id: Generated<number>;
  tenant_id: number;
  state: Defaulted<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>;
  started_by: number | null;
  started_ip: Defaulted<string>;
  added: Defaulted<number>;
  updated: Defaulted<number>;
  skipped: Defaulted<number>;
  refused: Defaulted<number>;
  failure: string | null;
  attempts: Defaulted<number>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface SansanImportRefusalsTable {
  tenant_id: number;
  run_id: number;
  card_id: string;
  name: string;
  reason: string;
}

export interface SansanContactLinksTable {
  tenant_id: number;
  person_id: string;
  contact_id: number;
  card_id: string;
  card_updated_at: Timestamp;
}

export interface SansanImportTables {
  sansan_import_settings: SansanImportSettingsTable;
  sansan_import_owners: SansanImportOwnersTable;
  sansan_import_runs: SansanImportRunsTable;
  sansan_import_refusals: SansanImportRefusalsTable;
  sansan_contact_links: SansanContactLinksTable;
}
