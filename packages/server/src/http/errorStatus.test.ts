import {
  answersWith,
  ERROR_STATUS,
  ERRORS,
  listEndpoints,
  type ErrorCode,
  type ErrorCodeOf,
} from '@kizuna/api-client/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthErrorCode } from '../modules/auth/index.js';
import type { BusinessCardsErrorCode } from '../modules/businessCards/index.js';
import type { CallHistoryErrorCode } from '../modules/callHistory/index.js';
import type { CallSettingsErrorCode } from '../modules/callSettings/index.js';
import { CallsError, PHONE_SYSTEM_ERROR_CODES, type CallsErrorCode } from '../modules/calls/index.js';
import type { CompanyDirectoryErrorCode } from '../modules/companyDirectory/index.js';
import type { ContactFoldersErrorCode } from '../modules/contactFolders/index.js';
import type { ContactGroupsErrorCode } from '../modules/contactGroups/index.js';
import type { ContactImportErrorCode } from '../modules/contactImport/index.js';
import type { DivisionsErrorCode } from '../modules/divisions/index.js';
import type { ExternalContactsErrorCode } from '../modules/externalContacts/index.js';
import type { FaceImagesErrorCode } from '../modules/faceImages/index.js';
import type {
  GroupCompaniesErrorCode,
  InternalContactAdminErrorCode,
} from '../modules/groupCompanies/index.js';
import type { InformationErrorCode } from '../modules/information/index.js';
import type { InternalContactsErrorCode } from '../modules/internalContacts/index.js';
import type { PersonalInfoErrorCode } from '../modules/personalInfo/index.js';
import type { UserSettingsErrorCode } from '../modules/userSettings/index.js';
import { errorStatus } from './errorStatus.js';
import type { KizunaError, RequestErrorCode } from './KizunaError.js';

const HTTP_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503, 504];

/** The server's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Codes written as literals where an error is raised or answered: `new XxxError('CODE'` (but the
 * import results' own codes, which are data, not answers), a `{ code: 'CODE'` answer body, and the
 * error-code header.
 */
function raisedCodes(text: string): string[] {
  const patterns = [
    // An import file's, an outbound call's and a Sansan call's errors are read by their callers
    // (a Sansan failure becomes the run's report), never answered.
    /new (?!ImportFileError|OutboundError|SansanFailureError)\w+Error\(\s*'([A-Z0-9_]+)'/g,
    /c\.json\(\s*\{\s*code:\s*'([A-Z0-9_]+)'/g,
    /ERROR_CODE_HEADER,\s*'([A-Z0-9_]+)'/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

describe('error codes', () => {
  it('are each module error type exactly its area of the contract', () => {
    expectTypeOf<RequestErrorCode>().toEqualTypeOf<ErrorCodeOf<'request'>>();
    expectTypeOf<AuthErrorCode>().toEqualTypeOf<ErrorCodeOf<'auth'> | ErrorCodeOf<'access'>>();
    expectTypeOf<UserSettingsErrorCode>().toEqualTypeOf<ErrorCodeOf<'userSettings'>>();
    expectTypeOf<InformationErrorCode>().toEqualTypeOf<ErrorCodeOf<'information'>>();
    expectTypeOf<InternalContactsErrorCode>().toEqualTypeOf<ErrorCodeOf<'internalContacts'>>();
    // Divisions, face images and personal info answer with the directory's codes, each module its own class.
    expectTypeOf<DivisionsErrorCode>().toEqualTypeOf<ErrorCodeOf<'internalContacts'>>();
    expectTypeOf<FaceImagesErrorCode>().toEqualTypeOf<ErrorCodeOf<'internalContacts'>>();
    expectTypeOf<PersonalInfoErrorCode>().toEqualTypeOf<ErrorCodeOf<'internalContacts'>>();
    expectTypeOf<CallsErrorCode>().toEqualTypeOf<ErrorCodeOf<'calls'>>();
    expectTypeOf<ContactImportErrorCode>().toEqualTypeOf<ErrorCodeOf<'contactImport'>>();
    expectTypeOf<CallHistoryErrorCode>().toEqualTypeOf<ErrorCodeOf<'callHistory'>>();
    expectTypeOf<CallSettingsErrorCode>().toEqualTypeOf<ErrorCodeOf<'callSettings'>>();
    expectTypeOf<ExternalContactsErrorCode>().toEqualTypeOf<ErrorCodeOf<'externalContacts'>>();
    expectTypeOf<ContactFoldersErrorCode>().toEqualTypeOf<ErrorCodeOf<'externalContacts'>>();
    expectTypeOf<ContactGroupsErrorCode>().toEqualTypeOf<ErrorCodeOf<'contactGroups'>>();
    expectTypeOf<GroupCompaniesErrorCode>().toEqualTypeOf<ErrorCodeOf<'groupCompanies'>>();
    expectTypeOf<InternalContactAdminErrorCode>().toEqualTypeOf<ErrorCodeOf<'internalContactAdmin'>>();
    expectTypeOf<CompanyDirectoryErrorCode>().toEqualTypeOf<ErrorCodeOf<'companyDirectory'>>();
    expectTypeOf<BusinessCardsErrorCode>().toEqualTypeOf<ErrorCodeOf<'businessCards'>>();
    // Whatever a KizunaError carries is a code of the contract, so it has a status there.
    expectTypeOf<KizunaError['code']>().toEqualTypeOf<ErrorCode>();
  });

  it('that the server raises or answers are all in the contract', () => {
    const root = join(import.meta.dirname, '..');
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(root)) {
      for (const code of raisedCodes(readFileSync(file, 'utf8'))) {
        seen += 1;
        if (!Object.hasOwn(ERROR_STATUS, code)) unknown.push(`${file.slice(root.length + 1)}: ${code}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });

  it('answer with the status of the contract', () => {
    for (const [area, table] of Object.entries(ERRORS)) {
      for (const [code, status] of Object.entries(table)) {
        expect(HTTP_ERROR_STATUSES, `${area}.${code}`).toContain(status);
        expect(errorStatus(code as ErrorCode), `${area}.${code}`).toBe(status);
      }
    }
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(
      [...new Set(Object.values(ERRORS).flatMap((table) => Object.keys(table)))].sort(),
    );
  });

  it('keep one status for a code that several areas share', () => {
    const statuses = new Map<string, Set<number>>();
    for (const table of Object.values(ERRORS)) {
      for (const [code, status] of Object.entries(table)) {
        statuses.set(code, (statuses.get(code) ?? new Set()).add(status));
      }
    }
    const split = [...statuses].filter(([, of]) => of.size > 1).map(([code]) => code);
    expect(split).toEqual([]);
  });

  it('of the phone system are all in the calls area, and unknown failures become one of them', () => {
    for (const code of PHONE_SYSTEM_ERROR_CODES) expect(Object.keys(ERRORS.calls)).toContain(code);
    expect(CallsError.from(new Error('adapter bug')).code).toBe('UNEXPECTED_ERROR');
  });

  it('that an endpoint names are codes of the contract, and every endpoint takes the request-level ones', () => {
    for (const { area, name, endpoint } of listEndpoints()) {
      for (const code of endpoint.errors ?? []) expect(ERROR_STATUS, `${area}.${name}`).toHaveProperty(code);
      for (const code of Object.keys({ ...ERRORS.request, ...ERRORS.access }) as ErrorCode[]) {
        expect(answersWith(endpoint, code), `${area}.${name} ${code}`).toBe(true);
      }
    }
  });
});
