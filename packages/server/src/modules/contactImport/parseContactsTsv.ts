import { decodeUndeclared } from './decodeText.js';
import { CONTACT_TSV_COLUMNS } from './contactTsvColumns.js';
import {
  IMPORTED_PHONE_FIELDS,
  tidyPhone,
  type ImportedContact,
  type ImportedTextField,
} from './ImportedContact.js';
import { ImportFileError } from './ImportFileError.js';

/** Rows of one TSV file beyond which the file is refused as too large (split it). */
export const TSV_MAX_ROWS = 10_000;

/** Cells of a tab-separated text; Excel's quoting ("a""b", tabs and newlines inside quotes) is undone. */
export function splitTsv(text: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === '\t') {
      cells.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      rows.push({ cells, line: rowLine });
      cells = [];
      cell = '';
      atCellStart = true;
      line += 1;
      rowLine = line;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (quoted)
    throw new ImportFileError('VCF_INVALID_FORMAT', `a quoted cell opened on line ${rowLine} is not closed`);
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ cells, line: rowLine });
  }
  return rows;
}

const byHeader = new Map<string, ImportedTextField>(
  CONTACT_TSV_COLUMNS.flatMap(({ field, label }) => [
    [label.normalize('NFKC').toLowerCase(), field],
    [field.toLowerCase(), field],
  ]),
);

/**
 * Reads a contacts TSV in UTF-8 (Excel's BOM allowed), UTF-16 with BOM, or Shift_JIS, CRLF or
 * LF, whose first row is the header of the export sample. Blank rows are skipped. Throws
 * ImportFileError: VCF_INVALID_FORMAT (binary data, no header with the fullname column, an
 * unknown header cell), VCF_UNAVAILABLE_CHARSETS, TIMEOUT beyond TSV_MAX_ROWS rows.
 */
export function parseContactsTsv(bytes: Uint8Array): ImportedContact[] {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && bytes.includes(0))
    throw new ImportFileError('VCF_INVALID_FORMAT', 'the file holds binary data');
  const rows = splitTsv(decodeUndeclared(bytes)).filter((row) =>
    row.cells.some((cell) => cell.trim() !== ''),
  );
  const [header, ...body] = rows;
  if (!header) throw new ImportFileError('VCF_INVALID_FORMAT', 'the file has no header row');
  const fields = header.cells.map((cell) => {
    const field = byHeader.get(cell.trim().normalize('NFKC').toLowerCase());
    if (!field)
      throw new ImportFileError('VCF_INVALID_FORMAT', `the header cell "${cell}" is not a contact column`);
    return field;
  });
  if (!fields.includes('fullname'))
    throw new ImportFileError('VCF_INVALID_FORMAT', 'the header has no fullname column');
  if (body.length > TSV_MAX_ROWS)
    throw new ImportFileError('TIMEOUT', `more than ${TSV_MAX_ROWS} rows in one file`);
  return body.map((row) => {
    const values: Partial<Record<ImportedTextField, string>> = {};
    fields.forEach((field, index) => {
      const value = (row.cells[index] ?? '').trim();
      if (value) values[field] = IMPORTED_PHONE_FIELDS.includes(field) ? tidyPhone(value) : value;
    });
    return { fields: values, line: row.line };
  });
}
