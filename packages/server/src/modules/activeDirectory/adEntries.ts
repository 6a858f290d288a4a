import {
  ACCOUNT_ID_PATTERN,
  USER_ADMIN_LIMITS,
  type AdField,
  type AdMapping,
} from '@kizuna/api-client/contract';
import type { Entry } from 'ldapts';

/** The `userAccountControl` bit of a disabled account (ACCOUNTDISABLE). */
const ACCOUNT_DISABLED = 0x2;
const PHONETIC_LAST = 'msDS-PhoneticLastName';
const PHONETIC_FIRST = 'msDS-PhoneticFirstName';

/** Why an entry of AD was not synced; each is a line of the run's report. */
export type AdRefusal =
  | 'MISSING_ACCOUNT_ID'
  | 'INVALID_ACCOUNT_ID'
  | 'MISSING_NAME'
  | 'TOO_LONG'
  | 'DUPLICATE_ACCOUNT_ID'
  | 'LICENSE_LIMIT_EXCEEDED';

/** The person fields a sync writes (the face image aside), as text. */
export type AdValues = Record<Exclude<AdField, 'division'>, string | null>;

/** One person as AD describes them, mapped to Kizuna's fields. */
export interface AdPerson {
  readonly dn: string;
  /** The account id, lower case: what AD people and Kizuna's people are matched by. */
  readonly key: string;
  readonly accountId: string;
  readonly enabled: boolean;
  readonly values: AdValues;
  /** Division names from the top down; null leaves the person's divisions alone. */
  readonly divisionPath: readonly string[] | null;
  readonly photo: Buffer | null;
}

/** The attributes a search asks for under a mapping. */
export function attributesOf(mapping: AdMapping): { text: string[]; buffers: string[] } {
  const text = new Set<string>(['userAccountControl']);
  for (const [field, attribute] of Object.entries(mapping)) {
    if (attribute && field !== 'thumbnailPhoto') text.add(attribute);
  }
  text.add(PHONETIC_LAST);
  text.add(PHONETIC_FIRST);
  const buffers = mapping.thumbnailPhoto ? [mapping.thumbnailPhoto] : [];
  return { text: [...text, ...buffers], buffers };
}

/** Attribute names are case-insensitive; ldapts keeps the case the server answered with. */
function valueOf(entry: Entry, attribute: string | null): string | null {
  if (!attribute) return null;
  const wanted = attribute.toLowerCase();
  const key = Object.keys(entry).find((name) => name.toLowerCase() === wanted);
  if (!key) return null;
  const raw = entry[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined) return null;
  const text = (Buffer.isBuffer(first) ? first.toString('utf8') : first).trim();
  return text === '' ? null : text;
}

function bufferOf(entry: Entry, attribute: string | null): Buffer | null {
  if (!attribute) return null;
  const wanted = attribute.toLowerCase();
  const key = Object.keys(entry).find((name) => name.toLowerCase() === wanted);
  const raw = key ? entry[key] : undefined;
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined) return null;
  return Buffer.isBuffer(first) ? first : null;
}

/** The RDN values of the OUs between the base DN and the entry, top down: its division path. */
export function ouPathOf(dn: string, baseDn: string): string[] {
  const rdns = splitDn(dn);
  const base = splitDn(baseDn).length;
  return rdns
    .slice(1, Math.max(1, rdns.length - base))
    .filter((rdn) => /^ou=/i.test(rdn))
    .map((rdn) => unescapeDnValue(rdn.slice(3)))
    .reverse();
}

function splitDn(dn: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < dn.length; i += 1) {
    const char = dn[i]!;
    if (char === '\\' && i + 1 < dn.length) {
      current += char + dn[i + 1]!;
      i += 1;
    } else if (char === ',') {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** `Sales\2C Tokyo` and `Sales\, Tokyo` → `Sales, Tokyo` (RFC 4514), UTF-8 hex pairs included. */
function unescapeDnValue(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    if (char === '\\' && /^[0-9a-fA-F]{2}$/.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '\\' && i + 1 < value.length) {
      bytes.push(...Buffer.from(value[i + 1]!));
      i += 1;
    } else {
      bytes.push(...Buffer.from(char));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const TEXT_MAX = USER_ADMIN_LIMITS.textMax;

function tooLong(value: string | null, max: number): boolean {
  return value !== null && [...value].length > max;
}

/** Maps an entry, or answers why it cannot be a person of Kizuna. */
export function personOf(
  entry: Entry,
  mapping: AdMapping,
  divisionSource: 'OU' | 'ATTRIBUTE' | 'NONE',
  baseDn: string,
): AdPerson | { refused: AdRefusal } {
  let accountId = valueOf(entry, mapping.accountId);
  if (!accountId) return { refused: 'MISSING_ACCOUNT_ID' };
  // DOMAIN\name and name@domain both name the same account; Kizuna keeps the name as given.
  if (accountId.includes('\\')) accountId = accountId.slice(accountId.lastIndexOf('\\') + 1);
  if (!ACCOUNT_ID_PATTERN.test(accountId)) return { refused: 'INVALID_ACCOUNT_ID' };
  const fullname = valueOf(entry, mapping.fullname);
  if (!fullname) return { refused: 'MISSING_NAME' };
  const phonetic = [valueOf(entry, PHONETIC_LAST), valueOf(entry, PHONETIC_FIRST)].filter(
    (part): part is string => part !== null,
  );
  const values: AdValues = {
    fullname,
    fullnameKana: valueOf(entry, mapping.fullnameKana) ?? (phonetic.length > 0 ? phonetic.join(' ') : null),
    position: valueOf(entry, mapping.title),
    phoneNum: valueOf(entry, mapping.phoneNum),
    mobileNum: valueOf(entry, mapping.mobileNum),
    email: valueOf(entry, mapping.email),
  };
  if (
    tooLong(accountId, USER_ADMIN_LIMITS.accountIdMax) ||
    tooLong(fullname, USER_ADMIN_LIMITS.nameMax) ||
    tooLong(values.fullnameKana, USER_ADMIN_LIMITS.nameMax) ||
    Object.values(values).some((value) => tooLong(value, TEXT_MAX))
  ) {
    return { refused: 'TOO_LONG' };
  }
  const control = Number(valueOf(entry, 'userAccountControl') ?? '0');
  const department = valueOf(entry, mapping.department);
  const divisionPath =
    divisionSource === 'OU'
      ? ouPathOf(entry.dn, baseDn)
      : divisionSource === 'ATTRIBUTE' && department
        ? [department]
        : null;
  return {
    dn: entry.dn,
    key: accountId.toLowerCase(),
    accountId,
    enabled: (control & ACCOUNT_DISABLED) === 0,
    values,
    divisionPath:
      divisionPath && divisionPath.length > 0 ? divisionPath.map((name) => name.slice(0, 100)) : null,
    photo: bufferOf(entry, mapping.thumbnailPhoto),
  };
}
