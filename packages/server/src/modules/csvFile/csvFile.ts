import { CsvError, parse } from 'csv-parse/sync';
import { decodeUndeclared } from '../contactImport/index.js';

/** A header cell as the imports compare it: width, case, spaces and brackets aside. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s_()（）-]/g, '')
    .toLowerCase();
}

/**
 * The text of an uploaded file in UTF-8 (with or without BOM) or Shift_JIS, as Excel saves them;
 * undefined when it is neither, or holds control characters no text file has.
 */
export function decodeTextFile(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = decodeUndeclared(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- a NUL or other control byte means no text file.
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? undefined : text;
}

export interface DelimitedRecord {
  /** The line of the file the record starts on, counting from 1. */
  readonly line: number;
  readonly cells: string[];
}

/**
 * The records of a CSV (or, with `delimiter` a tab, a TSV), empty lines skipped. A quote that never
 * closes ends the reading: `broken` is then the line it opens on.
 */
export function readDelimited(
  text: string,
  delimiter: ',' | '\t' = ',',
): { records: DelimitedRecord[]; broken: number | undefined } {
  const records: DelimitedRecord[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        records.push({ line: lastLine + 1, cells: record });
        lastLine = context.lines;
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { records, broken: lastLine + 1 };
  }
  return { records, broken: undefined };
}

/** Why an import file is refused as a whole. */
export type ImportFileProblem =
  'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_CHARSET' | 'HEADER_INVALID' | 'FILE_TOO_MANY_LINES';

/** One data line of an import file: its cells by column, and how many cells it had. */
export interface ImportFileLine<C extends string> {
  readonly line: number;
  readonly cells: Partial<Record<C, string>>;
  readonly cellCount: number;
}

/**
 * An import file read up to its lines: within `maxBytes` and `maxLines`, in UTF-8 or Shift_JIS, a
 * CSV (or a TSV when `tabs` is set and its first line holds a tab) whose header names known
 * columns once each, `required` among them. `broken` is the line of a quote that never closes.
 */
export function readImportFile<C extends string>(
  bytes: Uint8Array,
  rules: {
    maxBytes: number;
    maxLines: number;
    headerNames: ReadonlyMap<string, C>;
    required: readonly C[];
    tabs?: boolean;
  },
):
  | { ok: false; problem: ImportFileProblem }
  | { ok: true; columns: C[]; lines: ImportFileLine<C>[]; broken: number | undefined } {
  if (bytes.length === 0) return { ok: false, problem: 'FILE_EMPTY' };
  if (bytes.length > rules.maxBytes) return { ok: false, problem: 'FILE_TOO_LARGE' };
  const text = decodeTextFile(bytes);
  if (text === undefined) return { ok: false, problem: 'FILE_CHARSET' };
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const { records, broken } = readDelimited(text, rules.tabs && firstLine.includes('\t') ? '\t' : ',');
  const [header, ...data] = records;
  if (!header) return { ok: false, problem: broken === undefined ? 'FILE_EMPTY' : 'HEADER_INVALID' };
  const named = header.cells.map((name) => rules.headerNames.get(headerKey(name)));
  const columns = named.filter((column): column is C => column !== undefined);
  if (
    named.some((column) => column === undefined) ||
    new Set(columns).size !== columns.length ||
    rules.required.some((column) => !columns.includes(column))
  ) {
    return { ok: false, problem: 'HEADER_INVALID' };
  }
  if (data.length + (broken === undefined ? 0 : 1) > rules.maxLines) {
    return { ok: false, problem: 'FILE_TOO_MANY_LINES' };
  }
  const lines = data.map(({ line, cells }) => {
    const byColumn: Partial<Record<C, string>> = {};
    columns.forEach((column, index) => (byColumn[column] = cells[index] ?? ''));
    return { line, cells: byColumn, cellCount: cells.length };
  });
  return { ok: true, columns, lines, broken };
}
