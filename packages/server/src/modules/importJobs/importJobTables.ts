import type { ImportJobProblem, ImportJobState } from '@kizuna/api-client/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** What an import job imports: people (`USERS`) or divisions (`DIVISIONS`). */
export type ImportJobKind = 'USERS' | 'DIVISIONS';

/** One import of a file of people or divisions, run by the server's import worker. */
export interface AdminImportJobsTable {
  id: Generated<number>;
  tenant_id: number;
  kind: ImportJobKind;
  state: Defaulted<ImportJobState>;
  file_name: Defaulted<string>;
  content: Uint8Array | null;
  created_by: number;
  created_ip: Defaulted<string>;
  line_count: number | null;
  created: Defaulted<number>;
  updated: Defaulted<number>;
  unchanged: Defaulted<number>;
  failed: Defaulted<number>;
  problem: ImportJobProblem | null;
  result: ColumnType<unknown, string | null | undefined, string | null> | null;
  attempts: Defaulted<number>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface ImportJobTables {
  admin_import_jobs: AdminImportJobsTable;
}
