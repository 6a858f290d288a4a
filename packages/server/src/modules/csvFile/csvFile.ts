import { CsvError, parse } from 'csv-parse/sync';
import { decodeUndeclared, encodeTsv } from '../contactImport/index.js';

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

/** A cell as Excel writes it: quoted when it holds the separator, a quote or a line break. */
function delimitedCell(value: string, delimiter: ',' | '\t'): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as a file the imports read back: CRLF line ends, UTF-8 with BOM or Shift_JIS. */
export function delimitedFile(
  rows: readonly (readonly string[])[],
  delimiter: ',' | '\t',
  charset: 'UTF-8' | 'Shift_JIS',
): string {
  const text = rows
    .map((row) => row.map((cell) => delimitedCell(cell, delimiter)).join(delimiter))
    .join('\r\n');
  return Buffer.from(encodeTsv(`${text}\r\n`, charset)).toString('base64');
}
