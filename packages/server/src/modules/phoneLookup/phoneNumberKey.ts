import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Where an extension starts in a stored or dialled number, after NFKC: `内線` (and the `(内)`
 * shorthand), `ext`, `ext.`, `x` or `#` before trailing digits, or a dial pause (`,` `;` `p` `w`).
 * libphonenumber-js knows the Latin forms but not the Japanese one.
 */
const EXTENSION = /\s*(?:\(内\)|内線|ext\.?|x|#|[,;pw])\s*[\d-]*\s*$/iu;

/**
 * The key a phone number is indexed and looked up by, or null when it holds no digits:
 *
 * - NFKC first, so full-width digits, `＋` and `（０）` read as their ASCII forms;
 * - an extension is dropped (`03-1234-5678 内線 12`, `ext. 12`, `x12`, `#12`): the line's own
 *   number finds its owner;
 * - a number libphonenumber-js reads as a possible telephone number, with Japan as the region of
 *   a number written without `+`, becomes E.164: `03-1234-5678`, `0312345678`, `+81 3 1234 5678`,
 *   `+81-(0)3-1234-5678`, `81312345678` and `010-81-3-1234-5678` are all `+81312345678`; a foreign
 *   number needs its `+` (or Japan's `010` international prefix);
 * - anything else (an extension such as `34567`, a service number, a number too short to be
 *   possible) is its digits as written, with a leading `+` kept, so it can only match itself.
 */
export function phoneNumberKey(raw: string): string | null {
  const text = raw.normalize('NFKC').trim().replace(EXTENSION, '');
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  const phone = parsePhoneNumberFromString(text, 'JP');
  if (phone?.isPossible()) return phone.number;
  return text.startsWith('+') ? `+${digits}` : digits;
}
