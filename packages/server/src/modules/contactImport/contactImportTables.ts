import type { ImportLineReason } from '@kizuna/api-client/contract';
import type { ColumnType, Generated } from 'kysely';
import type { ImportFileCode } from './ImportFileError.js';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ContactImportJobsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  folder_id: number | null;
  folder_type: 'COMMON' | 'PERSONAL';
  kind: 'TSV' | 'VCF';
  status: Defaulted<0 | 1 | 2>;
  upload_file: string;
  device_id: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface ContactImportFilesTable {
  id: Generated<number>;
  tenant_id: number;
  job_id: number;
  file_name: string;
  content: Uint8Array | null;
  processed: Defaulted<boolean>;
  lease_until: NullableTimestamp;
  message_code: ImportFileCode | null;
  message_detail: Defaulted<string>;
  add_count: Defaulted<number>;
  failure_count: Defaulted<number>;
  created_at: Timestamp;
  processed_at: NullableTimestamp;
}

export interface ContactImportRowsTable {
  id: Generated<number>;
  tenant_id: number;
  job_id: number;
  file_id: number;
  line: number;
  name: Defaulted<string>;
  company_name: Defaulted<string>;
  phone_num: Defaulted<string>;
  result: 'REGISTERED' | 'FAILED';
  reason: Defaulted<string>;
  reason_code: ColumnType<
    ImportLineReason | null,
    ImportLineReason | null | undefined,
    ImportLineReason | null
  >;
  reason_field: Defaulted<string>;
  contact_id: number | null;
  created_at: Timestamp;
}

export interface ContactImportTables {
  contact_import_jobs: ContactImportJobsTable;
  contact_import_files: ContactImportFilesTable;
  contact_import_rows: ContactImportRowsTable;
}
