import { normalizeForSearch, normalizeRomaji } from '@kizuna/api-client/search';
import { toRomaji } from 'wanakana';

/** What the index knows of a person, read from users, divisions and profile tags. */
export interface SearchablePerson {
  userId: number;
  userType: string;
  fullname: string;
  fullnameKana: string;
  fullnameAlphabet: string;
  post: string | null;
  position: string | null;
  remarks: string | null;
  comment: string | null;
  skills: readonly string[];
  employeeNum: string | null;
  emails: readonly (string | null)[];
  phones: readonly (string | null)[];
  /** Divisions the person belongs to directly. */
  divisionIds: readonly number[];
  /** Those divisions and all their ancestors. */
  divisionTreeIds: readonly number[];
  tags: readonly string[];
}

/**
 * Value fields. fn kanji name, fk kana reading, fr romaji (both name orders); po post, ps position,
 * re remarks, co comment, sk skills, tg tags; em e-mail, ph phone digits, pt phone as written,
 * en employee number.
 */
export type SearchField =
  'fn' | 'fk' | 'fr' | 'po' | 'ps' | 're' | 'co' | 'sk' | 'tg' | 'em' | 'ph' | 'pt' | 'en';

export const NAME_FIELDS: readonly SearchField[] = ['fn', 'fk', 'fr'];
/** The name fields posted under N: the two parts of every posting's sort key. */
export const KANA_KANJI_FIELDS: readonly SearchField[] = ['fn', 'fk'];
export const TEXT_FIELDS: readonly SearchField[] = ['po', 'ps', 're', 'co', 'sk', 'tg'];
/** ASCII fields: matched by trigram or prefix on their values, not by n-gram postings. */
export const ASCII_FIELDS: readonly SearchField[] = ['em', 'ph', 'pt', 'en'];

/**
 * Posting scopes: N the kanji name and kana reading, O other texts, L the romaji keys, N^ O^ L^
 * the first one and two characters of each value (forward match), N^ also the first three; R every suffix of three
 * characters or more of a romaji key and R^ the key itself, both cut to ROMAJI_GRAM_LENGTH (a
 * romaji term is a prefix range over them); E every suffix of an e-mail address that starts in
 * its local part, cut to EMAIL_GRAM_LENGTH, and E@ its domain with the @ (see emailGramsOf); D a
 * division or any of its sub-divisions, M a division directly, T a tag.
 */
export type SearchScope = 'N' | 'O' | 'L' | 'N^' | 'O^' | 'L^' | 'R' | 'R^' | 'E' | 'E@' | 'D' | 'M' | 'T';

/** Romaji suffix grams are cut to this many letters; a longer term is checked on the values. */
export const ROMAJI_GRAM_LENGTH = 12;

/** E-mail suffix grams are cut to this many characters; a longer term is checked on the values. */
export const EMAIL_GRAM_LENGTH = 12;

/**
 * The version of what personSearchKeys writes; an index written in another version is rebuilt
 * (ensureSearchIndexFormat).
 */
export const SEARCH_INDEX_FORMAT = 4;

/** The counts row holding how many people the tenant's index has. */
export const EVERYONE = ['*', ''] as const;

export interface PersonSearchKeys {
  sortKey: string;
  values: [SearchField, string][];
  grams: [SearchScope, string][];
}

/**
 * Names and profile texts repeat across a directory, so indexing a tenant normalises each distinct
 * text once; the cache is dropped when it grows large, it only saves work.
 */
function memoize(fn: (text: string) => string, limit = 50_000): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let out = cache.get(text);
    if (out === undefined) {
      if (cache.size >= limit) cache.clear();
      out = fn(text);
      cache.set(text, out);
    }
    return out;
  };
}

/** A text's search form: normalised, without spaces (so 山田太郎 finds 山田 太郎). */
export const searchTerm = memoize((text) => normalizeForSearch(text).replace(/\s+/gu, ''));
const romajiOf = memoize((word) => toRomaji(word));
const normalizedRomaji = memoize(normalizeRomaji);

export function phoneDigits(text: string): string {
  return text.normalize('NFKC').replace(/[^0-9]/g, '');
}

interface RomajiKey {
  key: string;
  /** Where the suffixes worth posting end (see personSearchKeys). */
  suffixesBefore: number;
}

/** Both name orders as one romaji key each: Taro Yamada → taroyamada, yamadataro. */
function romajiKeys(words: readonly string[]): RomajiKey[] {
  const parts = words.map(normalizedRomaji).filter(Boolean);
  if (parts.length === 0) return [];
  const reversed = [...parts].reverse();
  // With two words, a text starting in the second word of one order is a prefix of a suffix of
  // the other order that starts in its first word: those suffixes are posted once, not twice.
  const firstWordOnly = parts.length === 2;
  return [parts, reversed].map((order) => {
    const key = order.join('');
    return { key, suffixesBefore: firstWordOnly ? (order[0] as string).length : key.length };
  });
}

function splitWords(text: string): string[] {
  return text.normalize('NFKC').split(/\s+/u).filter(Boolean);
}

/** The one- and two-character grams of a value (code points, so surrogate kanji count as one). */
export function gramsOf(value: string): string[] {
  const chars = [...value];
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
}

/**
 * The e-mail postings of a normalised address. A term occurs in an address either starting in the
 * local part, so it is the start of one of the suffixes posted under E (the first
 * EMAIL_GRAM_LENGTH characters of it when longer), or starting at the @ or after it, so it is part
 * of the domain posted under E@ (few distinct values per tenant, looked up by their counts row).
 * The domain's own suffixes, shared by almost everyone, are not posted.
 */
export function emailGramsOf(address: string): [SearchScope, string][] {
  const chars = [...address];
  const at = chars.indexOf('@');
  const local = at === -1 ? chars.length : at;
  const grams: [SearchScope, string][] = [];
  for (let i = 0; i < local; i++) grams.push(['E', chars.slice(i, i + EMAIL_GRAM_LENGTH).join('')]);
  if (at !== -1) grams.push(['E@', chars.slice(at).join('')]);
  return grams;
}

export function prefixGramsOf(value: string): string[] {
  const chars = [...value];
  return chars.length >= 2 ? [chars[0] as string, `${chars[0]}${chars[1]}`] : chars;
}

export function personSearchKeys(person: SearchablePerson): PersonSearchKeys {
  const values = new Map<string, [SearchField, string]>();
  const add = (field: SearchField, value: string) => {
    if (value !== '') values.set(`${field}\u0000${value}`, [field, value]);
  };
  add('fn', searchTerm(person.fullname));
  add('fk', searchTerm(person.fullnameKana));
  const kanaWords = splitWords(person.fullnameKana).map(romajiOf);
  const suffixes = new Set<string>();
  for (const { key, suffixesBefore } of [
    ...romajiKeys(splitWords(person.fullnameAlphabet)),
    ...romajiKeys(kanaWords),
  ]) {
    add('fr', key);
    for (let i = 0; i < suffixesBefore && i + 3 <= key.length; i++)
      suffixes.add(key.slice(i, i + ROMAJI_GRAM_LENGTH));
  }
  for (const [field, text] of [
    ['po', person.post],
    ['ps', person.position],
    ['re', person.remarks],
    ['co', person.comment],
  ] as const) {
    if (text) add(field, searchTerm(text));
  }
  for (const skill of person.skills) add('sk', searchTerm(skill));
  for (const tag of person.tags) add('tg', searchTerm(tag));
  for (const email of person.emails) if (email) add('em', searchTerm(email));
  for (const phone of person.phones) {
    if (!phone) continue;
    add('ph', phoneDigits(phone));
    add('pt', searchTerm(phone));
  }
  if (person.employeeNum) add('en', searchTerm(person.employeeNum));

  const grams = new Map<string, [SearchScope, string]>();
  const addGram = (scope: SearchScope, gram: string) => grams.set(`${scope}\u0000${gram}`, [scope, gram]);
  for (const [field, value] of values.values()) {
    const scope =
      field === 'fr'
        ? 'L'
        : KANA_KANJI_FIELDS.includes(field)
          ? 'N'
          : TEXT_FIELDS.includes(field)
            ? 'O'
            : null;
    if (!scope) continue;
    for (const gram of gramsOf(value)) addGram(scope, gram);
    for (const gram of prefixGramsOf(value)) addGram(`${scope}^`, gram);
    // Names also post their first three characters, so a FORWARD name term of three characters is
    // one posting list (exact, its size known) instead of a list checked person by person.
    if (scope === 'N') {
      const chars = [...value];
      if (chars.length >= 3) addGram('N^', chars.slice(0, 3).join(''));
    }
    // Romaji keys are ASCII letters: one code unit each.
    if (field === 'fr' && value.length >= 3) addGram('R^', value.slice(0, ROMAJI_GRAM_LENGTH));
  }
  for (const suffix of suffixes) addGram('R', suffix);
  for (const [field, value] of values.values())
    if (field === 'em') for (const [scope, gram] of emailGramsOf(value)) addGram(scope, gram);
  for (const id of person.divisionTreeIds) addGram('D', String(id));
  for (const id of person.divisionIds) addGram('M', String(id));
  for (const tag of person.tags) addGram('T', searchTerm(tag));

  const sortKey = `${searchTerm(person.fullnameKana)}\u0001${searchTerm(person.fullname)}`;
  return { sortKey, values: [...values.values()], grams: [...grams.values()] };
}
