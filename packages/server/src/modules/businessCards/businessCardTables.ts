import type { OcrFailureCode, OcrLanguage, OcrPhotoType } from '@kizuna/api-client/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One OCR request of a contact's card. */
export interface BizcardOcrJobsTable {
  id: Generated<number>;
  tenant_id: number;
  contact_id: number;
  requested_by: number | null;
  ocr_type: 1 | 2;
  photo_type: OcrPhotoType;
  divide_image: boolean;
  trim_image: boolean;
  ocr_language: OcrLanguage;
  state: Defaulted<'QUEUED' | 'RUNNING' | 'DONE'>;
  attempts: Defaulted<number>;
  lease_until: NullableTimestamp;
  failure_code: OcrFailureCode | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface BusinessCardTables {
  bizcard_ocr_jobs: BizcardOcrJobsTable;
}
