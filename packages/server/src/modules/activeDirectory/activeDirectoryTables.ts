import type { AdField, AdMapping } from '@kizuna/api-client/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type AdSecurity = 'LDAPS' | 'STARTTLS' | 'PLAIN';

export interface AdConnectionsTable {
  tenant_id: number;
  servers: Json<string[]>;
  security: AdSecurity;
  bind_dn: string;
  /** Sealed with the server's secret box. */
  password_sealed: string;
  base_dn: string;
  filter: string;
  mapping: Json<AdMapping>;
  division_source: 'OU' | 'ATTRIBUTE' | 'NONE';
  keep_edited: Json<AdField[]>;
  schedule: 'OFF' | 'HOURLY' | 'DAILY';
  daily_at: string | null;
  next_run_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** What a sync last wrote of a person, field by field. */
export type AdSyncedValues = Partial<Record<AdField | 'enabled', string | null>>;

export interface AdPeopleTable {
  tenant_id: number;
  user_id: number;
  /** The account id as AD gives it, lower case. */
  object_key: string;
  synced: Json<AdSyncedValues>;
}

export interface AdSyncRunsTable {
  id: Generated<number>;
  tenant_id: number;
  dry_run: boolean;
  trigger: 'MANUAL' | 'SCHEDULE';
  state: Defaulted<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>;
  requested_by: number | null;
  requested_ip: Defaulted<string>;
  read_count: Defaulted<number>;
  created: Defaulted<number>;
  updated: Defaulted<number>;
  disabled: Defaulted<number>;
  unchanged: Defaulted<number>;
  refused: Defaulted<number>;
  divisions_created: Defaulted<number>;
  problem: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null> | null;
  attempts: Defaulted<number>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** The AD sync's tables, merged into `DatabaseSchema`. */
export interface ActiveDirectoryTables {
  ad_connections: AdConnectionsTable;
  ad_people: AdPeopleTable;
  ad_sync_runs: AdSyncRunsTable;
}
