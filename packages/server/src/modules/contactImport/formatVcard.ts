/** A card to write: what Kizuna exports, for external contacts and the digital business card. */
export interface VcardCard {
  readonly fullname: string;
  /** Family and given name; the fullname split at its first space when not known apart. */
  readonly name?: readonly [string, string];
  readonly reading?: readonly [string, string];
  readonly org?: readonly string[];
  readonly orgReading?: string;
  readonly title?: string;
  readonly tels?: readonly { readonly types: readonly string[]; readonly value: string }[];
  readonly emails?: readonly { readonly types: readonly string[]; readonly value: string }[];
  /** Post office box, extended, street, locality, region, postal code, country. */
  readonly address?: { readonly types: readonly string[]; readonly parts: readonly string[] };
  readonly urls?: readonly string[];
  readonly note?: string;
  /** Further properties by name (X-…), written as text. */
  readonly extra?: readonly (readonly [string, string])[];
  readonly photo?: { readonly bytes: Uint8Array; readonly type: 'JPEG' | 'PNG' | 'GIF' };
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 6350 §3.2: lines of at most 75 octets, continued after CRLF and one space; never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Splits a name at its first space (全角 or half-width) into family and given. */
export function splitName(name: string): [string, string] {
  const match = /^(\S+)[\s\u3000]+(.+)$/.exec(name.trim());
  return match ? [match[1] as string, (match[2] as string).trim()] : [name.trim(), ''];
}

export type VcardVersion = '3.0' | '4.0';

/** 3.0 marks an e-mail INTERNET and the preferred one TYPE=PREF; 4.0 has no INTERNET and says PREF=1. */
function emailParameters(types: readonly string[], version: VcardVersion): string {
  if (version === '3.0') return `TYPE=${['INTERNET', ...types].join(',')}`;
  const rest = types.filter((type) => type !== 'PREF');
  const pref = rest.length !== types.length ? ';PREF=1' : '';
  return rest.length > 0 ? `TYPE=${rest.join(',')}${pref}` : pref.slice(1);
}

const PHOTO_MEDIA_TYPES = { JPEG: 'image/jpeg', PNG: 'image/png', GIF: 'image/gif' } as const;

/**
 * One vCard in UTF-8, CRLF line ends and folded lines: 3.0 by default (the version iPhone,
 * Android and Outlook all read), or 4.0 (RFC 6350). Readings go in X-PHONETIC-*, as iPhone and
 * Google Contacts write them, and in 4.0 also in an RFC 9554 phonetic N. The photo is inline: base64 with `ENCODING=b;TYPE=` in 3.0, a
 * `data:` URI in 4.0.
 */
export function formatVcard(card: VcardCard, version: VcardVersion = '3.0'): string {
  const lines: string[] = ['BEGIN:VCARD', `VERSION:${version}`];
  const [family, given] = card.name ?? splitName(card.fullname);
  // 4.0 also gives the reading as RFC 9554 does: a second N of the same ALTID, PHONETIC=script
  // in the Japanese syllabaries (ISO 15924 Hrkt).
  const phonetic = version === '4.0' && card.reading?.some(Boolean) ? card.reading : undefined;
  lines.push(`N${phonetic ? ';ALTID=1' : ''}:${escapeText(family)};${escapeText(given)};;;`);
  if (phonetic) {
    lines.push(`N;ALTID=1;PHONETIC=script;SCRIPT=Hrkt:${phonetic.map(escapeText).join(';')};;;`);
  }
  lines.push(`FN:${escapeText(card.fullname)}`);
  if (card.reading?.[0]) lines.push(`X-PHONETIC-LAST-NAME:${escapeText(card.reading[0])}`);
  if (card.reading?.[1]) lines.push(`X-PHONETIC-FIRST-NAME:${escapeText(card.reading[1])}`);
  const org = (card.org ?? []).filter((part, index) => index === 0 || part !== '');
  if (org.some((part) => part !== '')) lines.push(`ORG:${org.map(escapeText).join(';')}`);
  if (card.orgReading) lines.push(`X-PHONETIC-ORG:${escapeText(card.orgReading)}`);
  if (card.title) lines.push(`TITLE:${escapeText(card.title)}`);
  for (const tel of card.tels ?? []) {
    if (tel.value)
      lines.push(`TEL${tel.types.length ? `;TYPE=${tel.types.join(',')}` : ''}:${escapeText(tel.value)}`);
  }
  for (const email of card.emails ?? []) {
    if (email.value) lines.push(`EMAIL;${emailParameters(email.types, version)}:${escapeText(email.value)}`);
  }
  if (card.address && card.address.parts.some((part) => part !== '')) {
    const types = card.address.types.length ? `;TYPE=${card.address.types.join(',')}` : '';
    lines.push(`ADR${types}:${card.address.parts.map(escapeText).join(';')}`);
  }
  for (const url of card.urls ?? []) if (url) lines.push(`URL:${url}`);
  if (card.note) lines.push(`NOTE:${escapeText(card.note)}`);
  for (const [name, value] of card.extra ?? []) if (value) lines.push(`${name}:${escapeText(value)}`);
  if (card.photo) {
    const base64 = Buffer.from(card.photo.bytes).toString('base64');
    lines.push(
      version === '4.0'
        ? `PHOTO:data:${PHOTO_MEDIA_TYPES[card.photo.type]};base64,${base64}`
        : `PHOTO;ENCODING=b;TYPE=${card.photo.type}:${base64}`,
    );
  }
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
