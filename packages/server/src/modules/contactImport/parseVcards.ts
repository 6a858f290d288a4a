import { LIMITS } from '@kizuna/api-client/contract';
import { decodeDeclared, decodeUndeclared, isUtf8 } from './decodeText.js';
import {
  tidyPhone,
  type ImportedContact,
  type ImportedPhoto,
  type ImportedTextField,
} from './ImportedContact.js';
import { ImportFileError } from './ImportFileError.js';

/** One property of a card after unfolding: `item1.TEL;TYPE=CELL:090...`. */
interface VcardProperty {
  readonly group: string;
  readonly name: string;
  /** Parameter names upper-cased; 2.1's bare parameters (`TEL;CELL`) are listed under TYPE. */
  readonly params: ReadonlyMap<string, readonly string[]>;
  readonly raw: Uint8Array;
  readonly line: number;
}

const COLON = 0x3a;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

const latin1 = new TextDecoder('latin1');

interface PhysicalLine {
  readonly bytes: Uint8Array;
  readonly number: number;
}

/**
 * The longest property a card may have once unfolded: a photo of about 3 MB in base64. A longer
 * one (a "one-line" file of megabytes) refuses the file as too large before it is parsed.
 */
export const VCARD_MAX_PROPERTY_BYTES = 4 * 1024 * 1024;

function tooLong(number: number): ImportFileError {
  return new ImportFileError(
    'TIMEOUT',
    `line ${number} holds more than ${VCARD_MAX_PROPERTY_BYTES} bytes: split the file or use a smaller photo`,
  );
}

function physicalLines(bytes: Uint8Array): PhysicalLine[] {
  const lines: PhysicalLine[] = [];
  let start = 0;
  let number = 1;
  for (let i = 0; i <= bytes.length; i += 1) {
    if (i === bytes.length || bytes[i] === LF) {
      let end = i;
      if (end > start && bytes[end - 1] === CR) end -= 1;
      if (end - start > VCARD_MAX_PROPERTY_BYTES) throw tooLong(number);
      if (i < bytes.length || end > start) lines.push({ bytes: bytes.subarray(start, end), number });
      start = i + 1;
      number += 1;
    }
  }
  return lines;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Index of the colon that ends the name and parameters (colons inside quoted values do not). */
function headerEnd(bytes: Uint8Array): number {
  let quoted = false;
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === QUOTE) quoted = !quoted;
    else if (bytes[i] === COLON && !quoted) return i;
  }
  return -1;
}

function isQuotedPrintable(header: Uint8Array): boolean {
  return /(^|;)(ENCODING=)?QUOTED-PRINTABLE(;|$)/i.test(latin1.decode(header));
}

/**
 * Logical lines: folded lines (a leading space or tab) joined for every version, and 2.1's
 * quoted-printable soft breaks (a value line ending in `=`) joined too.
 */
function logicalLines(bytes: Uint8Array): PhysicalLine[] {
  const out: { parts: Uint8Array[]; length: number; number: number; qp: boolean }[] = [];
  const append = (last: (typeof out)[number], part: Uint8Array) => {
    last.length += part.length;
    if (last.length > VCARD_MAX_PROPERTY_BYTES) throw tooLong(last.number);
    last.parts.push(part);
  };
  for (const line of physicalLines(bytes)) {
    const last = out.at(-1);
    const first = line.bytes[0];
    if (last && (first === 0x20 || first === 0x09)) {
      append(last, line.bytes.subarray(1));
      continue;
    }
    const lastPart = last?.parts.at(-1);
    if (last?.qp && lastPart && lastPart.length > 0 && lastPart[lastPart.length - 1] === 0x3d) {
      last.parts[last.parts.length - 1] = lastPart.subarray(0, lastPart.length - 1);
      last.length -= 1;
      append(last, line.bytes);
      continue;
    }
    const end = headerEnd(line.bytes);
    out.push({
      parts: [line.bytes],
      length: line.bytes.length,
      number: line.number,
      qp: end > 0 && isQuotedPrintable(line.bytes.subarray(0, end)),
    });
  }
  return out.map((line) => ({ bytes: concat(line.parts), number: line.number }));
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function parseProperty(line: PhysicalLine): VcardProperty | null {
  const end = headerEnd(line.bytes);
  if (end <= 0) return null;
  const [nameWithGroup = '', ...paramTexts] = splitOutsideQuotes(
    latin1.decode(line.bytes.subarray(0, end)),
    ';',
  );
  if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)?$/.test(nameWithGroup)) return null;
  const dot = nameWithGroup.indexOf('.');
  const params = new Map<string, string[]>();
  const add = (key: string, values: string[]) => params.set(key, [...(params.get(key) ?? []), ...values]);
  for (const text of paramTexts) {
    const eq = text.indexOf('=');
    if (eq < 0) {
      const bare = text.trim().toUpperCase();
      if (bare === 'QUOTED-PRINTABLE' || bare === 'BASE64') add('ENCODING', [bare]);
      else if (bare) add('TYPE', [bare]);
    } else {
      const key = text.slice(0, eq).trim().toUpperCase();
      const values = splitOutsideQuotes(text.slice(eq + 1), ',').map((value) => unquote(value.trim()));
      // TYPE="work,voice" (4.0) lists its types inside one quoted value.
      add(key, key === 'TYPE' ? values.flatMap((value) => value.split(',')) : values);
    }
  }
  return {
    group: dot < 0 ? '' : nameWithGroup.slice(0, dot).toUpperCase(),
    name: (dot < 0 ? nameWithGroup : nameWithGroup.slice(dot + 1)).toUpperCase(),
    params,
    raw: line.bytes.subarray(end + 1),
    line: line.number,
  };
}

function decodeQuotedPrintable(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if (byte === 0x3d) {
      const hex = latin1.decode(bytes.subarray(i + 1, i + 3));
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        out.push(parseInt(hex, 16));
        i += 2;
        continue;
      }
      // A soft line break left at the very end.
      if (i === bytes.length - 1) continue;
    }
    out.push(byte);
  }
  return Uint8Array.from(out);
}

function param(property: VcardProperty, key: string): string | undefined {
  return property.params.get(key)?.[0];
}

function types(property: VcardProperty): Set<string> {
  return new Set((property.params.get('TYPE') ?? []).map((type) => type.toLowerCase()));
}

interface CardContext {
  readonly version: string;
  /** The file is UTF-8; else values without CHARSET are Shift_JIS. */
  readonly utf8: boolean;
}

/** The value's text: transfer encoding undone, then its charset decoded. */
function textOf(property: VcardProperty, context: CardContext): string {
  const encoding = param(property, 'ENCODING')?.toUpperCase();
  const bytes = encoding === 'QUOTED-PRINTABLE' ? decodeQuotedPrintable(property.raw) : property.raw;
  const charset = param(property, 'CHARSET');
  if (charset) return decodeDeclared(bytes, charset);
  if (encoding === 'QUOTED-PRINTABLE' || !context.utf8) return decodeUndeclared(bytes);
  return new TextDecoder().decode(bytes);
}

/** Splits a structured value on unescaped semicolons, then unescapes each part. */
function components(text: string, version: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '\\' && i + 1 < text.length) {
      current += char + (text[i + 1] as string);
      i += 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => unescapeText(part, version));
}

function unescapeText(text: string, version: string): string {
  // 2.1 escapes only the semicolon; a backslash before anything else is a plain backslash there.
  if (version === '2.1') return text.replace(/\\;/g, ';');
  return text.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A reading as Japanese address books keep it: half-width katakana folded to full width. */
function reading(text: string): string {
  return clean(text).normalize('NFKC').replace(/\s+/g, ' ');
}

function joinName(family: string, given: string): string {
  return [family, given]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

const PHONE_SLOTS: readonly ImportedTextField[] = [
  'phoneNum',
  'mobileNum',
  'companyPhoneNum',
  'companyMobileNum',
  'personalMobileNum',
  'divisionPhoneNum',
];

function phoneSlot(kinds: Set<string>, label: string): ImportedTextField {
  const lowerLabel = label.toLowerCase();
  if (kinds.has('fax') || /fax|ファクス|ファックス/.test(lowerLabel)) return 'faxNum';
  if (kinds.has('x-kizuna-division') || /部署/.test(label)) return 'divisionPhoneNum';
  if (kinds.has('main') || kinds.has('x-main') || kinds.has('company') || /代表|main/.test(lowerLabel))
    return 'companyPhoneNum';
  const cell = kinds.has('cell') || kinds.has('iphone') || /携帯|mobile/.test(lowerLabel);
  if (cell && kinds.has('work')) return 'companyMobileNum';
  if (cell && kinds.has('home')) return 'personalMobileNum';
  if (cell) return 'mobileNum';
  return 'phoneNum';
}

const X_KIZUNA_FIELDS: Record<string, ImportedTextField> = {
  'X-KIZUNA-FULLNAME-ALPHABET': 'fullnameAlphabet',
  'X-KIZUNA-DIVISION-KANA': 'divisionNameKana',
  'X-KIZUNA-DIVISION-ZIPCODE': 'divisionZipcode',
  'X-KIZUNA-DIVISION-ADDRESS1': 'divisionAddress1',
  'X-KIZUNA-DIVISION-ADDRESS2': 'divisionAddress2',
  'X-KIZUNA-DIVISION-URL': 'divisionUrl',
  'X-KIZUNA-COMPANY-URL': 'companyUrl',
  'X-KIZUNA-COMMENT': 'comment',
};

function photoOf(property: VcardProperty, context: CardContext): ImportedPhoto | undefined {
  const encoding = param(property, 'ENCODING')?.toUpperCase();
  const typeParam = param(property, 'MEDIATYPE') ?? property.params.get('TYPE')?.find((t) => t !== 'PREF');
  const mediaTypeOf = (type: string | undefined) =>
    !type
      ? 'application/octet-stream'
      : type.includes('/')
        ? type.toLowerCase()
        : `image/${type.toLowerCase()}`;
  if (encoding === 'BASE64' || encoding === 'B') {
    const base64 = latin1.decode(property.raw).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
      throw new ImportFileError('VCF_INVALID_FORMAT', `line ${property.line}: the photo is not base64`);
    return { bytes: Buffer.from(base64, 'base64'), mediaType: mediaTypeOf(typeParam) };
  }
  const uri = textOf(property, context).trim();
  const data = /^data:([^;,]+)?(;base64)?,(.*)$/is.exec(uri);
  if (data) {
    const payload = data[2]
      ? Buffer.from((data[3] ?? '').replace(/\s+/g, ''), 'base64')
      : Buffer.from(decodeURIComponent(data[3] ?? ''), 'latin1');
    return { bytes: payload, mediaType: (data[1] ?? 'application/octet-stream').toLowerCase() };
  }
  // A photo by http(s) URL is not fetched: the server does not reach out to addresses a file names.
  return undefined;
}

function toContact(
  properties: readonly VcardProperty[],
  context: CardContext,
  line: number,
): ImportedContact {
  const { version } = context;
  const fields: Partial<Record<ImportedTextField, string>> = {};
  const set = (field: ImportedTextField, value: string) => {
    const text = clean(value);
    if (text && !fields[field]) fields[field] = text;
  };
  const labels = new Map<string, string>();
  for (const property of properties) {
    if (property.name === 'X-ABLABEL' && property.group)
      labels.set(property.group, clean(textOf(property, context)));
  }
  let photo: ImportedPhoto | undefined;
  let family = '';
  let given = '';
  let kanaFamily = '';
  let kanaGiven = '';
  const phones: { slot: ImportedTextField; value: string; pref: boolean }[] = [];
  const emails: { value: string; pref: boolean }[] = [];
  let address: { parts: string[]; work: boolean } | undefined;

  for (const property of properties) {
    const kinds = types(property);
    const pref = kinds.has('pref') || param(property, 'PREF') !== undefined;
    switch (property.name) {
      case 'FN':
        set('fullname', unescapeText(textOf(property, context), version));
        break;
      case 'N': {
        const [f = '', g = ''] = components(textOf(property, context), version);
        family = f;
        given = g;
        break;
      }
      case 'X-PHONETIC-LAST-NAME':
        kanaFamily = unescapeText(textOf(property, context), version);
        break;
      case 'X-PHONETIC-FIRST-NAME':
        kanaGiven = unescapeText(textOf(property, context), version);
        break;
      case 'SOUND': {
        // Japanese phones (2.1) write the reading as SOUND;X-IRMC-N:family;given;;;
        if (kinds.has('x-irmc-n') || kinds.size === 0) {
          const [f = '', g = ''] = components(textOf(property, context), version);
          if (!kanaFamily && !kanaGiven) {
            kanaFamily = f;
            kanaGiven = g;
          }
        }
        break;
      }
      case 'X-MS-N-YOMI': {
        // Outlook writes the reading as family;given.
        const [f = '', g = ''] = components(textOf(property, context), version);
        kanaFamily ||= f;
        kanaGiven ||= g;
        break;
      }
      case 'X-MS-ORG-YOMI':
      case 'X-PHONETIC-ORG':
        set('companyNameKana', reading(unescapeText(textOf(property, context), version)));
        break;
      case 'ORG': {
        const [company = '', ...divisions] = components(textOf(property, context), version);
        set('companyName', company);
        set(
          'divisionName',
          divisions
            .map((d) => d.trim())
            .filter(Boolean)
            .join(' '),
        );
        break;
      }
      case 'TITLE':
        set('position', unescapeText(textOf(property, context), version));
        break;
      case 'TEL': {
        const value = clean(unescapeText(textOf(property, context), version)).replace(/^tel:/i, '');
        if (value)
          phones.push({
            slot: phoneSlot(kinds, labels.get(property.group) ?? ''),
            value: tidyPhone(value),
            pref,
          });
        break;
      }
      case 'EMAIL': {
        const value = clean(unescapeText(textOf(property, context), version)).replace(/^mailto:/i, '');
        if (value) emails.push({ value, pref });
        break;
      }
      case 'ADR': {
        const parts = components(textOf(property, context), version).map(clean);
        const work = kinds.has('work');
        if (!address || (work && !address.work)) address = { parts, work };
        break;
      }
      case 'URL':
        set('webUrl', unescapeText(textOf(property, context), version));
        break;
      case 'NOTE':
        set('remarks', unescapeText(textOf(property, context), version));
        break;
      case 'PHOTO':
        photo ??= photoOf(property, context);
        break;
      default: {
        const field = X_KIZUNA_FIELDS[property.name];
        if (field) set(field, unescapeText(textOf(property, context), version));
      }
    }
  }

  if (!fields.fullname) set('fullname', joinName(family, given));
  const kana = joinName(reading(kanaFamily), reading(kanaGiven));
  if (kana) set('fullnameKana', kana);

  // Preferred numbers first, then each to its slot, or to the next free one.
  phones.sort((a, b) => Number(b.pref) - Number(a.pref));
  for (const phone of phones) {
    const slot = !fields[phone.slot]
      ? phone.slot
      : phone.slot === 'faxNum'
        ? undefined
        : PHONE_SLOTS.find((s) => !fields[s]);
    if (slot) set(slot, phone.value);
  }
  emails.sort((a, b) => Number(b.pref) - Number(a.pref));
  for (const email of emails.slice(0, 2)) set(fields.email1 ? 'email2' : 'email1', email.value);

  if (address) {
    const [, extended = '', street = '', locality = '', region = '', postal = '', country = ''] =
      address.parts;
    const japanese = /[^\u0020-\u007e]/.test(region + locality + street);
    set('companyZipcode', postal);
    set(
      'companyAddress1',
      japanese ? region + locality + street : [street, locality, region].filter(Boolean).join(', '),
    );
    const foreignCountry = /^(日本|japan|jp)$/i.test(country) ? '' : country;
    set('companyAddress2', [extended, foreignCountry].filter(Boolean).join(japanese ? ' ' : ', '));
  }
  return photo ? { fields, photo, line } : { fields, line };
}

/**
 * Reads a `.vcf` file of vCard 2.1, 3.0 or 4.0 cards: folding, quoted-printable, CHARSET
 * parameters (UTF-8 or Shift_JIS when undeclared), groups (`item1.TEL` with `X-ABLabel`), and
 * the readings of iPhone/Android (X-PHONETIC-*) and Japanese phones (SOUND;X-IRMC-N).
 * Throws ImportFileError: VCF_INVALID_FORMAT (no cards, a card not closed, a line that is not a
 * property, binary data), VCF_UNAVAILABLE_CHARSETS, TIMEOUT for more than 100 cards or a
 * property longer than VCARD_MAX_PROPERTY_BYTES.
 */
export function parseVcards(bytes: Uint8Array): ImportedContact[] {
  if (bytes.includes(0)) throw new ImportFileError('VCF_INVALID_FORMAT', 'the file holds binary data');
  const context0 = { utf8: isUtf8(bytes) };
  if (!context0.utf8) decodeUndeclared(bytes);
  const contacts: ImportedContact[] = [];
  let card: VcardProperty[] | null = null;
  let cardLine = 0;
  for (const line of logicalLines(bytes)) {
    if (line.bytes.length === 0 || /^\s*$/.test(latin1.decode(line.bytes))) continue;
    const property = parseProperty(line);
    if (!property)
      throw new ImportFileError('VCF_INVALID_FORMAT', `line ${line.number} is not a vCard property`);
    const value = latin1.decode(property.raw).trim().toUpperCase();
    if (property.name === 'BEGIN' && value === 'VCARD') {
      if (card)
        throw new ImportFileError('VCF_INVALID_FORMAT', `line ${line.number}: a card begins inside a card`);
      card = [];
      cardLine = line.number;
    } else if (property.name === 'END' && value === 'VCARD') {
      if (!card) throw new ImportFileError('VCF_INVALID_FORMAT', `line ${line.number}: END without BEGIN`);
      const version = card.find((p) => p.name === 'VERSION');
      const versionText = version ? latin1.decode(version.raw).trim() : '3.0';
      if (!['2.1', '3.0', '4.0'].includes(versionText)) {
        throw new ImportFileError(
          'VCF_INVALID_FORMAT',
          `line ${cardLine}: vCard version ${versionText} is not supported`,
        );
      }
      contacts.push(toContact(card, { ...context0, version: versionText }, cardLine));
      if (contacts.length > LIMITS.vcfImportLimitCount) {
        throw new ImportFileError('TIMEOUT', `more than ${LIMITS.vcfImportLimitCount} contacts in one file`);
      }
      card = null;
    } else if (!card) {
      throw new ImportFileError('VCF_INVALID_FORMAT', `line ${line.number} is outside a card`);
    } else card.push(property);
  }
  if (card) throw new ImportFileError('VCF_INVALID_FORMAT', `the card of line ${cardLine} is not closed`);
  if (contacts.length === 0) throw new ImportFileError('VCF_INVALID_FORMAT', 'the file holds no card');
  return contacts;
}
