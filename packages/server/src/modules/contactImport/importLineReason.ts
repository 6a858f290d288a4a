import type { ImportLineReason } from '@kizuna/api-client/contract';
import type * as v from 'valibot';
import { IMPORTED_PHONE_FIELDS, type ImportedTextField } from './ImportedContact.js';

const EMAIL_FIELDS: readonly string[] = ['email1', 'email2'];
const URL_FIELDS: readonly string[] = ['companyUrl', 'divisionUrl', 'webUrl'];

export interface LineFailure {
  readonly code: ImportLineReason;
  /** The contact field concerned; empty when none is. */
  readonly field: string;
  /** The validator's own words, kept for the record (never shown as such). */
  readonly detail: string;
}

/**
 * Why a contact read from a file did not validate, as the contract's reason code and field: the
 * first issue decides (a card missing its name says so before anything else).
 */
export function importLineReason(issues: readonly v.BaseIssue<unknown>[]): LineFailure {
  const detail = issues
    .map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') ?? ''}: ${issue.message}`)
    .join('; ');
  const fieldOf = (issue: v.BaseIssue<unknown>) => String(issue.path?.[0]?.key ?? '');
  const ordered = [...issues].sort(
    (a, b) => Number(fieldOf(b) === 'fullname') - Number(fieldOf(a) === 'fullname'),
  );
  const issue = ordered[0];
  const field = issue ? fieldOf(issue) : '';
  return { code: issue ? codeOf(issue, field) : 'INVALID_VALUE', field, detail };
}

function codeOf(issue: v.BaseIssue<unknown>, field: string): ImportLineReason {
  if (field === 'fullname' && (issue.type === 'non_empty' || issue.input === undefined)) {
    return 'NAME_REQUIRED';
  }
  if (issue.type === 'code_point_length') return 'TOO_LONG';
  if (IMPORTED_PHONE_FIELDS.includes(field as ImportedTextField)) return 'INVALID_PHONE';
  if (EMAIL_FIELDS.includes(field)) return 'INVALID_EMAIL';
  if (URL_FIELDS.includes(field)) return 'INVALID_URL';
  return 'INVALID_VALUE';
}
