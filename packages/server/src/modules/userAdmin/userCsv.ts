import {
  ADMIN_ROLES,
  USER_ADMIN_LIMITS,
  USER_TYPES,
  UserAdminTextFieldsSchema,
  type AdminRole,
  type UserImportFileProblem,
  type UserImportIssue,
  type UserType,
} from '@kizuna/api-client/contract';
import { toFieldErrors } from '@kizuna/api-client/validation';
import * as v from 'valibot';
import { delimitedFile, headerKey, readImportFile, type ExportRows } from '../csvFile/index.js';

/**
 * The columns of a user file, in the order the export writes them. Divisions are named by their
 * code: the main one in its own column, the concurrent posts (兼務) in the next, separated by `;`.
 * Admin roles are the role names, separated by `;`. `enabled` is 1 or 0.
 */
export const USER_CSV_COLUMNS = [
  'accountId',
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'userType',
  'mainDivision',
  'otherDivisions',
  'position',
  'extensionNum',
  'phoneNum',
  'mobileNum',
  'email',
  'email2',
  'employeeNum',
  'roles',
  'enabled',
] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

/** The header the export writes (what a Japanese office reads in Excel). */
const EXPORT_HEADER: Record<UserCsvColumn, string> = {
  accountId: 'アカウントID',
  fullname: '氏名',
  fullnameKana: '氏名カナ',
  fullnameAlphabet: '氏名ローマ字',
  userType: 'ユーザー種別',
  mainDivision: '主所属部署コード',
  otherDivisions: '兼務部署コード',
  position: '役職',
  extensionNum: '内線番号',
  phoneNum: '電話番号',
  mobileNum: '携帯電話番号',
  email: 'メールアドレス',
  email2: 'メールアドレス2',
  employeeNum: '社員番号',
  roles: '管理権限',
  enabled: '有効',
};

/** Other names a person may give a column. */
const HEADER_ALIASES: Partial<Record<UserCsvColumn, readonly string[]>> = {
  fullnameKana: ['ふりがな', 'フリガナ', '氏名ふりがな'],
  fullnameAlphabet: ['ローマ字'],
  mobileNum: ['携帯番号'],
};

const HEADER_NAMES = new Map<string, UserCsvColumn>(
  USER_CSV_COLUMNS.flatMap((column) =>
    [column, EXPORT_HEADER[column], ...(HEADER_ALIASES[column] ?? [])].map(
      (name) => [headerKey(name), column] as const,
    ),
  ),
);

/** The person's texts: a column of the file each, checked by the form's rules. */
const TEXT_COLUMNS = [
  'accountId',
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'position',
  'extensionNum',
  'phoneNum',
  'mobileNum',
  'email',
  'email2',
  'employeeNum',
] as const satisfies readonly UserCsvColumn[];

export type UserTexts = v.InferOutput<typeof UserAdminTextFieldsSchema>;

/** One data line, read and checked on its own; a column the header lacks is undefined. */
export interface UserCsvLine {
  readonly lineNumber: number;
  readonly cells: Partial<Record<UserCsvColumn, string>>;
  readonly issues: UserImportIssue[];
  /** The texts after the rules (trimmed), when they pass. */
  readonly texts?: UserTexts;
  readonly userType?: UserType;
  readonly roles?: AdminRole[];
  readonly enabled?: boolean;
  readonly mainDivision?: string | null;
  readonly otherDivisions?: string[];
}

export type ParsedUserCsv =
  | { readonly ok: true; readonly columns: readonly UserCsvColumn[]; readonly lines: UserCsvLine[] }
  | { readonly ok: false; readonly problem: UserImportFileProblem };

/** Words of a list cell: `;`, `,`, `、` or spaces between them. */
function listOf(cell: string): string[] {
  return cell.split(/[;,、\s\u3000]+/u).filter((word) => word !== '');
}

const TRUE_WORDS = ['1', 'true', 'yes', '有効', 'はい'];
const FALSE_WORDS = ['0', 'false', 'no', '無効', 'いいえ'];

function checkLine(
  lineNumber: number,
  cells: Partial<Record<UserCsvColumn, string>>,
  issues: UserImportIssue[],
): UserCsvLine {
  const texts = v.safeParse(
    UserAdminTextFieldsSchema,
    Object.fromEntries(TEXT_COLUMNS.map((column) => [column, cells[column] ?? ''])),
  );
  if (!texts.success) {
    for (const error of toFieldErrors(texts.issues)) {
      issues.push({ column: error.path, key: error.key, ...(error.values ? { values: error.values } : {}) });
    }
  }
  const line: {
    -readonly [K in keyof UserCsvLine]: UserCsvLine[K];
  } = { lineNumber, cells, issues, ...(texts.success ? { texts: texts.output } : {}) };

  if (cells.userType !== undefined) {
    const type = cells.userType.trim() || 'REGULAR_USER';
    if ((USER_TYPES as readonly string[]).includes(type)) line.userType = type as UserType;
    else issues.push({ column: 'userType', key: 'unknownUserType', values: { value: type } });
  }
  if (cells.roles !== undefined) {
    const roles = [...new Set(listOf(cells.roles))];
    const unknown = roles.filter((role) => !(ADMIN_ROLES as readonly string[]).includes(role));
    for (const role of unknown) issues.push({ column: 'roles', key: 'unknownRole', values: { value: role } });
    if (unknown.length === 0) line.roles = (roles as AdminRole[]).sort();
  }
  if (cells.enabled !== undefined) {
    const word = cells.enabled.trim().toLowerCase();
    if (word === '' || TRUE_WORDS.includes(word)) line.enabled = true;
    else if (FALSE_WORDS.includes(word)) line.enabled = false;
    else issues.push({ column: 'enabled', key: 'boolean' });
  }
  if (cells.mainDivision !== undefined) line.mainDivision = cells.mainDivision.trim() || null;
  if (cells.otherDivisions !== undefined) {
    line.otherDivisions = [...new Set(listOf(cells.otherDivisions))].filter(
      (code) => code !== line.mainDivision,
    );
  }
  return line;
}

/**
 * Reads a user file: a CSV, or a TSV when its first line holds a tab; UTF-8 (with or without BOM)
 * or Shift_JIS as Excel writes them. A header line names the columns (the export's Japanese names
 * or the English keys, in any order; `accountId` and `fullname` required), then one person a line.
 */
export function parseUserCsv(bytes: Uint8Array): ParsedUserCsv {
  const file = readImportFile(bytes, {
    maxBytes: USER_ADMIN_LIMITS.importMaxBytes,
    maxLines: USER_ADMIN_LIMITS.importMaxLines,
    headerNames: HEADER_NAMES,
    required: ['accountId', 'fullname'],
    tabs: true,
  });
  if (!file.ok) return file;
  const expected = file.columns.length;
  const lines = file.lines.map(({ line, cells, cellCount }) => {
    const issues: UserImportIssue[] =
      cellCount === expected
        ? []
        : [{ column: 'line', key: 'columns', values: { found: cellCount, expected } }];
    return checkLine(line, cells, issues);
  });
  if (file.broken !== undefined) {
    lines.push({ lineNumber: file.broken, cells: {}, issues: [{ column: 'line', key: 'quote' }] });
  }
  return { ok: true, columns: file.columns, lines };
}

/** A person as the export writes them. */
export interface ExportedUser extends UserTexts {
  readonly userType: UserType;
  readonly mainDivisionCode: string | null;
  readonly otherDivisionCodes: readonly string[];
  readonly roles: readonly string[];
  readonly enabled: boolean;
}

/** The header, then one line per person: the cells of a file the import reads back. */
export async function* userCsvRows(users: ExportRows<ExportedUser>): AsyncGenerator<readonly string[]> {
  yield USER_CSV_COLUMNS.map((column) => EXPORT_HEADER[column]);
  for await (const user of users) {
    yield USER_CSV_COLUMNS.map((column): string => {
      switch (column) {
        case 'userType':
          return user.userType;
        case 'mainDivision':
          return user.mainDivisionCode ?? '';
        case 'otherDivisions':
          return user.otherDivisionCodes.join(';');
        case 'roles':
          return user.roles.join(';');
        case 'enabled':
          return user.enabled ? '1' : '0';
        default:
          return user[column];
      }
    });
  }
}

/**
 * People as a file the import reads back: CSV (UTF-8 with BOM, or Shift_JIS) or TSV; CRLF line
 * ends; written while it is sent, as the people are read.
 */
export function usersFile(
  users: ExportRows<ExportedUser>,
  format: 'csv' | 'tsv',
  charset: 'UTF-8' | 'Shift_JIS',
  now: Date,
): File {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return delimitedFile(
    `users-${stamp}.${format}`,
    userCsvRows(users),
    format === 'tsv' ? '\t' : ',',
    charset,
  );
}
