import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export type AnpiKind = 'REAL' | 'DRILL';
export type AnpiSafety = 'SAFE' | 'MINOR_INJURY' | 'SERIOUS_INJURY';

export interface AnpiSettingsTable {
  tenant_id: number;
  registration_max: Defaulted<number>;
  updated_at: Timestamp;
}

export interface AnpiCompanyPermissionsTable {
  tenant_id: number;
  user_id: number;
  granted_by: number | null;
  granted_at: Timestamp;
}

export interface AnpiChecksTable {
  id: Generated<number>;
  tenant_id: number;
  kind: AnpiKind;
  title: string;
  message: Defaulted<string>;
  whole_company: boolean;
  started_by: number | null;
  started_at: Timestamp;
  closed_by: number | null;
  closed_at: Date | null;
}

export interface AnpiCheckDivisionsTable {
  tenant_id: number;
  check_id: number;
  division_id: number;
  division_name: string;
}

export interface AnpiCheckTargetsTable {
  tenant_id: number;
  check_id: number;
  user_id: number;
  division_id: number | null;
  division_name: string | null;
  notified_at: Timestamp;
}

export interface AnpiAnswersTable {
  tenant_id: number;
  check_id: number;
  user_id: number;
  safety: AnpiSafety;
  can_work: boolean;
  comment: Defaulted<string>;
  answered_at: Timestamp;
  /** The person themselves, or the manager who entered the answer for them. */
  entered_by: number | null;
}

/** A person's signed link for a check; `token_hash` is the hex SHA-256 of the token in the mail. */
export interface AnpiAnswerLinksTable {
  id: Generated<number>;
  tenant_id: number;
  check_id: number;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface AnpiTables {
  anpi_settings: AnpiSettingsTable;
  anpi_company_permissions: AnpiCompanyPermissionsTable;
  anpi_checks: AnpiChecksTable;
  anpi_check_divisions: AnpiCheckDivisionsTable;
  anpi_check_targets: AnpiCheckTargetsTable;
  anpi_answers: AnpiAnswersTable;
  anpi_answer_links: AnpiAnswerLinksTable;
}
