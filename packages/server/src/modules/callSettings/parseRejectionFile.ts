import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import Encoding from 'encoding-japanese';

/** Why a whole file is refused; nothing of it is applied. */
export type RejectionFileProblem =
  'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_BINARY' | 'FILE_CHARSET' | 'FILE_TOO_MANY_LINES';

export type LineMessageCode =
  | 'REJECT_NUMBER_REQUIRED'
  | 'REJECT_NUMBER_TOO_LONG'
  | 'REJECT_NUMBER_INVALID'
  | 'REMARKS_TOO_LONG'
  | 'DELETE_INVALID';

export interface RejectionLine {
  readonly lineNumber: number;
  readonly number: string;
  readonly remarks: string;
  readonly remove: boolean;
}

export interface LineFailure {
  readonly lineNumber: number;
  readonly code: LineMessageCode;
  readonly params: Record<string, string | number>;
}

export type ParsedRejectionFile =
  | {
      readonly ok: true;
      readonly charset: 'UTF8' | 'SJIS';
      readonly lines: RejectionLine[];
      readonly failures: LineFailure[];
    }
  | { readonly ok: false; readonly problem: RejectionFileProblem };

export const REJECTION_FILE_HEADER = ['REJECT_NUMBER', 'REMARKS', 'DELETE'] as const;

const DIAL_CHARS = /^\+?[0-9*#]+$/;
const TRUE_FLAGS = new Set(['1', 'true', 'TRUE', 'yes', 'Y', '削除', '○']);
const FALSE_FLAGS = new Set(['', '0', 'false', 'FALSE', 'no', 'N']);

/**
 * Text of the file: UTF-8 (with or without BOM) when it decodes as such, else Shift_JIS when it
 * reads as that; anything with NUL bytes or other control bytes is not a text file at all.
 */
export function decodeRejectionFile(
  bytes: Uint8Array,
): { ok: true; text: string; charset: 'UTF8' | 'SJIS' } | { ok: false; problem: RejectionFileProblem } {
  for (const byte of bytes) {
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d))
      return { ok: false, problem: 'FILE_BINARY' };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text, charset: 'UTF8' };
  } catch {
    // Not UTF-8: the one other charset the spec allows.
  }
  if (Encoding.detect(bytes) !== 'SJIS') return { ok: false, problem: 'FILE_CHARSET' };
  const text = Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' });
  return { ok: true, text, charset: 'SJIS' };
}

/** Splits one CSV line, honouring double quotes (`""` is a quote inside a quoted field). */
function splitCsv(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

function checkLine(lineNumber: number, cells: string[]): RejectionLine | LineFailure {
  const raw = (cells[0] ?? '').normalize('NFKC').trim();
  const number = raw.replace(/[\s\-()]/g, '');
  const remarks = (cells[1] ?? '').trim();
  const flag = (cells[2] ?? '').trim();
  const fail = (code: LineMessageCode, params: Record<string, string | number> = {}): LineFailure => ({
    lineNumber,
    code,
    params,
  });
  if (number === '') return fail('REJECT_NUMBER_REQUIRED');
  if (number.length > CALL_SETTINGS_LIMITS.rejectNumberMax)
    return fail('REJECT_NUMBER_TOO_LONG', { max: CALL_SETTINGS_LIMITS.rejectNumberMax });
  if (!DIAL_CHARS.test(number) || !/[0-9]/.test(number)) return fail('REJECT_NUMBER_INVALID', { value: raw });
  if ([...remarks].length > CALL_SETTINGS_LIMITS.remarksMax)
    return fail('REMARKS_TOO_LONG', { max: CALL_SETTINGS_LIMITS.remarksMax });
  if (!TRUE_FLAGS.has(flag) && !FALSE_FLAGS.has(flag)) return fail('DELETE_INVALID', { value: flag });
  return { lineNumber, number, remarks, remove: TRUE_FLAGS.has(flag) };
}

/**
 * Reads a call rejection file: tab separated when its first line has a tab, else comma
 * separated; an optional header line starting with REJECT_NUMBER; blank lines skipped. Each data
 * line is a number to register or update, or (DELETE 1) to remove.
 */
export function parseRejectionFile(bytes: Uint8Array): ParsedRejectionFile {
  if (bytes.length === 0) return { ok: false, problem: 'FILE_EMPTY' };
  if (bytes.length > CALL_SETTINGS_LIMITS.importMaxBytes) return { ok: false, problem: 'FILE_TOO_LARGE' };
  const decoded = decodeRejectionFile(bytes);
  if (!decoded.ok) return decoded;
  const rows = decoded.text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const tabbed = (rows[0] ?? '').includes('\t');
  const split = (line: string) => (tabbed ? line.split('\t') : splitCsv(line));
  const lines: RejectionLine[] = [];
  const failures: LineFailure[] = [];
  let dataLines = 0;
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const cells = split(row);
    if (index === 0 && (cells[0] ?? '').trim().toUpperCase() === REJECTION_FILE_HEADER[0]) return;
    dataLines++;
    const checked = checkLine(index + 1, cells);
    if ('code' in checked) failures.push(checked);
    else lines.push(checked);
  });
  if (dataLines === 0) return { ok: false, problem: 'FILE_EMPTY' };
  if (dataLines > CALL_SETTINGS_LIMITS.importMaxLines) return { ok: false, problem: 'FILE_TOO_MANY_LINES' };
  return { ok: true, charset: decoded.charset, lines, failures };
}

/** The list as an import file: header, then one line per number (tab separated, UTF-8). */
export function formatRejectionFile(rows: readonly { fromNumber: string; remarks: string }[]): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return [REJECTION_FILE_HEADER.join('\t'), ...rows.map((r) => `${r.fromNumber}\t${clean(r.remarks)}\t0`)]
    .map((line) => `${line}\r\n`)
    .join('');
}
