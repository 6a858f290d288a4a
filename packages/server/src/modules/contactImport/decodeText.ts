import Encoding from 'encoding-japanese';
import { ImportFileError } from './ImportFileError.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when the bytes are well-formed UTF-8 (plain ASCII is). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function decodeShiftJis(bytes: Uint8Array): string {
  // encoding-japanese reads Shift_JIS as Windows-31J (CP932): NEC and IBM extensions included,
  // which is what Excel and Japanese phones write.
  if (Encoding.detect(bytes, 'SJIS') !== 'SJIS') {
    throw new ImportFileError('VCF_UNAVAILABLE_CHARSETS', 'the text is neither UTF-8 nor Shift_JIS');
  }
  return Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' });
}

/**
 * The text of a file whose charset is not declared: UTF-16 with a BOM (Excel's "Unicode text"),
 * else UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Shift_JIS; anything else
 * is VCF_UNAVAILABLE_CHARSETS.
 */
export function decodeUndeclared(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (isUtf8(bytes)) return stripBom(utf8.decode(bytes));
  return decodeShiftJis(bytes);
}

const SHIFT_JIS_LABELS = new Set([
  'shift_jis',
  'shift-jis',
  'sjis',
  'x-sjis',
  'windows-31j',
  'cp932',
  'ms932',
  'ms_kanji',
  'csshiftjis',
]);

/** The text of a value in a declared charset (a vCard CHARSET parameter). */
export function decodeDeclared(bytes: Uint8Array, charset: string): string {
  const label = charset.trim().toLowerCase();
  if (SHIFT_JIS_LABELS.has(label)) return decodeShiftJis(bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new ImportFileError('VCF_UNAVAILABLE_CHARSETS', `the charset ${charset} is not supported`);
  }
  try {
    return stripBom(decoder.decode(bytes));
  } catch {
    throw new ImportFileError('VCF_UNAVAILABLE_CHARSETS', `a value is not valid ${charset}`);
  }
}
