import {
  DIVISION_ADMIN_LIMITS,
  DivisionFieldsSchema,
  type AdminDivision,
  type DivisionImportFileProblem,
  type DivisionImportIssue,
} from '@kizuna/api-client/contract';
import { toFieldErrors } from '@kizuna/api-client/validation';
import * as v from 'valibot';
import { delimitedFile, headerKey, readImportFile } from '../csvFile/index.js';

/** The columns of a division CSV, in the order the export writes them. */
export const DIVISION_CSV_COLUMNS = [
  'code',
  'name',
  'kana',
  'parentCode',
  'phone',
  'url',
  'comment',
  'sort',
] as const;
export type DivisionCsvColumn = (typeof DIVISION_CSV_COLUMNS)[number];

/** The header the export writes (what a Japanese office reads in Excel). */
const EXPORT_HEADER: Record<DivisionCsvColumn, string> = {
  code: '部署コード',
  name: '部署名',
  kana: '部署名カナ',
  parentCode: '親部署コード',
  phone: '電話番号',
  url: 'URL',
  comment: 'コメント',
  sort: '表示順',
};

/** Other names a person may give a column: the reading as the screens call it. */
const HEADER_ALIASES: Partial<Record<DivisionCsvColumn, readonly string[]>> = {
  kana: ['ふりがな', '部署名ふりがな'],
};

/** Header names the import takes for each column: the export's, the English key and the aliases. */
const HEADER_NAMES = new Map<string, DivisionCsvColumn>(
  DIVISION_CSV_COLUMNS.flatMap((column) =>
    [column, EXPORT_HEADER[column], ...(HEADER_ALIASES[column] ?? [])].map(
      (name) => [headerKey(name), column] as const,
    ),
  ),
);

/** Which field of the form each column holds, for the issues the field rules find. */
const FIELD_COLUMNS: Record<string, DivisionCsvColumn> = {
  divisionCode: 'code',
  divisionName: 'name',
  divisionNameKana: 'kana',
  divisionPhoneNum: 'phone',
  divisionUrl: 'url',
  comment: 'comment',
};

/** One data line of the file; a column the header lacks is undefined (the import leaves it as it is). */
export interface DivisionCsvLine {
  readonly lineNumber: number;
  readonly cells: Partial<Record<DivisionCsvColumn, string>>;
  readonly issues: DivisionImportIssue[];
  /** The fields after the rules (trimmed), when they pass. */
  readonly fields?: v.InferOutput<typeof DivisionFieldsSchema>;
  readonly sort?: number;
}

export type ParsedDivisionCsv =
  | { readonly ok: true; readonly columns: readonly DivisionCsvColumn[]; readonly lines: DivisionCsvLine[] }
  | { readonly ok: false; readonly problem: DivisionImportFileProblem };

function checkLine(
  lineNumber: number,
  cells: Partial<Record<DivisionCsvColumn, string>>,
  issues: DivisionImportIssue[],
): DivisionCsvLine {
  const result = v.safeParse(DivisionFieldsSchema, {
    divisionCode: cells.code ?? '',
    divisionName: cells.name ?? '',
    divisionNameKana: cells.kana ?? '',
    divisionPhoneNum: cells.phone ?? '',
    divisionUrl: cells.url ?? '',
    comment: cells.comment ?? '',
  });
  if (!result.success) {
    for (const error of toFieldErrors(result.issues)) {
      issues.push({
        column: FIELD_COLUMNS[error.path] ?? 'line',
        key: error.key,
        ...(error.values ? { values: error.values } : {}),
      });
    }
  }
  const sortText = (cells.sort ?? '').trim();
  let sort: number | undefined;
  if (sortText !== '') {
    if (/^[0-9]{1,6}$/.test(sortText) && Number(sortText) <= DIVISION_ADMIN_LIMITS.sortMax)
      sort = Number(sortText);
    else issues.push({ column: 'sort', key: 'integer', values: { max: DIVISION_ADMIN_LIMITS.sortMax } });
  }
  return {
    lineNumber,
    cells,
    issues,
    ...(result.success ? { fields: result.output } : {}),
    ...(sort === undefined ? {} : { sort }),
  };
}

/**
 * Reads a division CSV: UTF-8 (with or without BOM) or Shift_JIS as Excel writes them, a header
 * line naming the columns (the export's Japanese names or the English keys, in any order; `code`
 * and `name` required), then one division a line. A line whose cells do not match the header, or
 * whose quote never closes, is a broken line; the rules of the form apply to each cell.
 */
export function parseDivisionCsv(bytes: Uint8Array): ParsedDivisionCsv {
  const file = readImportFile(bytes, {
    maxBytes: DIVISION_ADMIN_LIMITS.importMaxBytes,
    maxLines: DIVISION_ADMIN_LIMITS.importMaxLines,
    headerNames: HEADER_NAMES,
    required: ['code', 'name'],
  });
  if (!file.ok) return file;
  const expected = file.columns.length;
  const lines = file.lines.map(({ line, cells, cellCount }) => {
    const issues: DivisionImportIssue[] =
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

/** The header, then one line per division (parents before their children): the cells of the file. */
export function divisionCsvRows(divisions: readonly AdminDivision[]): (readonly string[])[] {
  const codeOf = new Map(divisions.map((d) => [d.divisionId, d.divisionCode ?? '']));
  return [
    DIVISION_CSV_COLUMNS.map((column) => EXPORT_HEADER[column]),
    ...divisions.map((d) => [
      d.divisionCode ?? '',
      d.divisionName,
      d.divisionNameKana,
      d.parentDivisionId === null ? '' : (codeOf.get(d.parentDivisionId) ?? ''),
      d.divisionPhoneNum ?? '',
      d.divisionUrl ?? '',
      d.comment ?? '',
      String(d.sort),
    ]),
  ];
}

/** Every division as a CSV the import reads back: UTF-8 with BOM, or Shift_JIS; CRLF line ends. */
export function divisionsCsv(
  divisions: readonly AdminDivision[],
  charset: 'UTF-8' | 'Shift_JIS',
  now: Date,
): File {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return delimitedFile(`divisions-${stamp}.csv`, divisionCsvRows(divisions), ',', charset);
}
