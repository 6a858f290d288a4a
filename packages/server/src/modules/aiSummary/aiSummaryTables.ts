import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

/** A person whose summary is to be made again (one row per person; see 0010_ai_summary.sql). */
export interface AiSummaryJobsTable {
  tenant_id: number;
  user_id: number;
  requested_at: Timestamp;
  due_at: Timestamp;
  attempts: Defaulted<number>;
  last_error: Defaulted<string | null>;
}

export interface AiSummaryTables {
  ai_summary_jobs: AiSummaryJobsTable;
}
