import { getCountryCallingCode, Metadata, PhoneNumber } from 'libphonenumber-js/core';
import type { E164Number, MetadataJson } from 'libphonenumber-js/core';
import metadata from './phoneMetadata.jp.json';

const JP_METADATA = metadata as unknown as MetadataJson;

/** Extensions and short service numbers are shown as typed: no Japanese number is this short. */
const SHORTEST_FORMATTED = 10;

/**
 * Japan's country calling code (81), and how a number dialled abroad from Japan starts: the
 * international prefix (010), alone or after a carrier's code (001, 0033, 0041, …); no number
 * within Japan starts with 00.
 */
const CALLING_CODE = getCountryCallingCode('JP', JP_METADATA);
const DIALS_ABROAD = (() => {
  const plan = new Metadata(JP_METADATA);
  plan.selectNumberingPlan('JP');
  return new RegExp(`^(?:${plan.numberingPlan!.IDDPrefix()}|00)`);
})();
/** The trunk prefix a number dialled within Japan starts with. */
const TRUNK_PREFIX = '0';

/**
 * The national significant number of a Japanese number written as `+81 …` or `0…`; null for a
 * foreign number or one dialled abroad. libphonenumber-js's `PhoneNumber` formats it: its parser,
 * which also reads numbers of every other country, would carry a third more code to the first
 * screen.
 */
function japaneseNationalNumber(text: string, digits: string): string | null {
  let national: string;
  if (text.startsWith('+')) {
    if (!digits.startsWith(CALLING_CODE)) return null;
    national = digits.slice(CALLING_CODE.length);
    // `+81 (0)3 …`: the trunk prefix written after the country code anyway.
    if (!national.startsWith(TRUNK_PREFIX)) return national;
  } else {
    if (DIALS_ABROAD.test(digits) || !digits.startsWith(TRUNK_PREFIX)) return null;
    national = digits;
  }
  return national.slice(TRUNK_PREFIX.length);
}

/**
 * A phone number as the app shows it: a Japanese number (written with or without `+81`, hyphens
 * or spaces, in full- or half-width digits) in the national format, `03-5555-1001`,
 * `090-1234-5678`; an extension, a foreign number or anything else that does not read as a
 * Japanese number as it was typed. Formatting is libphonenumber-js's, with its metadata for Japan
 * only (`phoneMetadata.jp.json`, written by `pnpm --filter @kizuna/app phone-metadata`).
 */
export function formatPhoneNumber(number: string): string {
  const trimmed = number.trim();
  // The pauses of a dial string (`,` `;`) and what follows them are shown as typed.
  const pause = trimmed.search(/[,;]/);
  if (pause > 0) return formatPhoneNumber(trimmed.slice(0, pause)) + trimmed.slice(pause);
  const typed = trimmed;
  const text = typed.normalize('NFKC');
  const digits = text.replace(/[^0-9]/g, '');
  if (digits.length < SHORTEST_FORMATTED || /[*#]/.test(text)) return typed;
  const national = japaneseNationalNumber(text, digits);
  if (national === null) return typed;
  const phone = new PhoneNumber(`+${CALLING_CODE}${national}` as E164Number, JP_METADATA);
  return phone.isPossible() ? phone.formatNational() : typed;
}
