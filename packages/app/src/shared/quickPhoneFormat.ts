import metadata from './phoneMetadata.jp.json';

/** One of the metadata's national formats: pattern, format, leading-digits patterns, prefix rule. */
type NationalFormat = [string, string, string[]?, string?];

const JP = metadata.countries.JP as unknown[];
const POSSIBLE_LENGTHS = new Set(JP[3] as number[]);
const FORMATS = (JP[4] as NationalFormat[]).map(([pattern, format, leading = [], prefixRule]) => ({
  whole: new RegExp(`^(?:${pattern})$`),
  pattern: new RegExp(pattern),
  leading: leading.length > 0 ? new RegExp(`^(?:${leading[leading.length - 1]!})`) : null,
  // libphonenumber-js writes the national prefix into the first group: `$1-$2-$3` → `0$1-$2-$3`.
  format: prefixRule ? format.replace(/(\$\d)/, prefixRule) : format,
}));

/** Only digits, spaces, hyphens and brackets, with at most a leading `+`. */
const PLAIN_NUMBER = /^\+?[\d\s\-()]+$/;
/** Extensions and short service numbers are shown as typed: no Japanese number is this short. */
const SHORTEST_FORMATTED = 10;

/**
 * The common case of `formatPhoneNumber` without libphonenumber-js's code: a plain Japanese number
 * (`0` or `+81` and its digits, however grouped, in full- or half-width digits) written in the
 * national format from the same metadata (`phoneMetadata.jp.json`) and the same rules (the format
 * whose last leading-digits pattern and whole pattern match, the national prefix in the first
 * group). A short number comes back as typed. `undefined` when the number needs the library's
 * full parsing (a foreign or international prefix, `00…`, an extension, letters, a length the
 * metadata has no format for); a test holds the two to the same answers.
 */
export function quickFormatPhoneNumber(number: string): string | undefined {
  const typed = number.trim();
  const text = typed.normalize('NFKC');
  const digits = text.replace(/[^0-9]/g, '');
  if (digits.length < SHORTEST_FORMATTED || /[*#]/.test(text)) return typed;
  if (!PLAIN_NUMBER.test(text)) return undefined;
  let national: string;
  if (text.startsWith('+')) {
    if (!digits.startsWith('81') || digits[2] === '0') return undefined;
    national = digits.slice(2);
  } else {
    if (!/^0[1-9]/.test(digits)) return undefined;
    national = digits.slice(1);
  }
  if (!POSSIBLE_LENGTHS.has(national.length)) return undefined;
  const format = FORMATS.find(
    (candidate) =>
      (candidate.leading === null || candidate.leading.test(national)) && candidate.whole.test(national),
  );
  return format ? national.replace(format.pattern, format.format) : undefined;
}
