import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from './phoneMetadata.jp.json';

const JP_METADATA = metadata as unknown as MetadataJson;

/** Extensions and short service numbers are shown as typed: no Japanese number is this short. */
const SHORTEST_FORMATTED = 10;

/**
 * A phone number as the app shows it: a Japanese number (written with or without `+81`, hyphens
 * or spaces, in full- or half-width digits) in the national format, `03-5555-1001`,
 * `090-1234-5678`; an extension, a foreign number or anything else that does not read as a
 * Japanese number as it was typed. Formatting is libphonenumber-js's, with its metadata for Japan
 * only (`phoneMetadata.jp.json`, written by `pnpm --filter @kizuna/app phone-metadata`).
 */
export function formatPhoneNumber(number: string): string {
  const typed = number.trim();
  const text = typed.normalize('NFKC');
  const digits = text.replace(/[^0-9]/g, '');
  if (digits.length < SHORTEST_FORMATTED || /[*#]/.test(text)) return typed;
  const phone = parsePhoneNumberFromString(text, 'JP', JP_METADATA);
  if (!phone || phone.country !== 'JP' || !phone.isPossible()) return typed;
  return phone.formatNational();
}
