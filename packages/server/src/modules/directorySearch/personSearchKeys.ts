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
 * Posting scopes: N the kanji name and kana reading (every part of up to NAME_GRAM_LENGTH
 * characters), O other texts (one and two characters), L the romaji keys, N^ O^ L^
 * the first one and two characters of each value (forward match), N^ also the first three; R every suffix of three
 * characters or more of a romaji key that starts after its first letter, cut to ROMAJI_GRAM_LENGTH
 * (a romaji term is a prefix range over them; R3 … R11 hold the suffixes that would count a person
 * twice, see romajiRangeGrams), W every start of a romaji key of three letters up to
 * ROMAJI_GRAM_LENGTH (one posting list per start: a romaji term found at the start of a name
 * order, the common case, is a list whose size is known); E every suffix of an e-mail address that starts in
 * its local part, cut to EMAIL_GRAM_LENGTH, and E@ its domain with the @ (see emailGramsOf); D a
 * division or any of its sub-divisions, M a division directly, T a tag.
 */
export type SearchScope =
  'N' | 'O' | 'L' | 'N^' | 'O^' | 'L^' | 'R' | `R${number}` | 'W' | 'E' | 'E@' | 'D' | 'M' | 'T';

/** Romaji suffix grams are cut to this many letters; a longer term is checked on the values. */
export const ROMAJI_GRAM_LENGTH = 12;

/** E-mail suffix grams are cut to this many characters; a longer term is checked on the values. */
export const EMAIL_GRAM_LENGTH = 12;

/**
 * The version of what personSearchKeys writes, and of how reindexPeople lays it out; an index
 * written in another version is rebuilt (ensureSearchIndexFormat). 6: rows written in result order.
 * 7: romaji `oh` before several `h` folded as once (normalizeRomaji is idempotent).
 */
export const SEARCH_INDEX_FORMAT = 7;

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

/**
 * The grams of a value of one up to `longest` characters (code points, so surrogate kanji count
 * as one): every part of the value that long or shorter.
 */
function gramsOf(value: string, longest = 2): string[] {
  const chars = [...value];
  const grams = new Set<string>();
  for (let length = 1; length <= longest; length++)
    for (let i = 0; i + length <= chars.length; i++) grams.add(chars.slice(i, i + length).join(''));
  return [...grams];
}

/**
 * Names post every part of up to this many characters: a name term that long or shorter is one
 * posting list, its size known, so a page of it reads 30 postings and no one is checked. Longer
 * terms start from their rarest part of this length.
 */
export const NAME_GRAM_LENGTH = 4;

/**
 * The e-mail postings of a normalised address. A term occurs in an address either starting in the
 * local part, so it is the start of one of the suffixes posted under E (the first
 * EMAIL_GRAM_LENGTH characters of it when longer), or starting at the @ or after it, so it is part
 * of the domain posted under E@ (few distinct values per tenant, looked up by their counts row).
 * The domain's own suffixes, shared by almost everyone, are not posted.
 */
function emailGramsOf(address: string): [SearchScope, string][] {
  const chars = [...address];
  const at = chars.indexOf('@');
  const local = at === -1 ? chars.length : at;
  const grams: [SearchScope, string][] = [];
  for (let i = 0; i < local; i++) grams.push(['E', chars.slice(i, i + EMAIL_GRAM_LENGTH).join('')]);
  if (at !== -1) grams.push(['E@', chars.slice(at).join('')]);
  return grams;
}

/**
 * A person's romaji suffixes, each under the scope that makes a prefix range count every person
 * once. In sorted order, the suffixes starting with a term are consecutive, and only the first of
 * them shares fewer than term-length letters with the one before it. So a suffix sharing `k` ≥ 3
 * letters with the one before goes under `R<k>`, the others under `R`: a term of `n` letters reads
 * the range in R and in R3 … R<n-1> and finds each matching person exactly once, without making
 * the rows distinct.
 */
function romajiRangeGrams(grams: Iterable<string>): [SearchScope, string][] {
  const sorted = [...grams].sort();
  return sorted.map((gram, i) => {
    const before = i > 0 ? (sorted[i - 1] as string) : '';
    let shared = 0;
    while (shared < gram.length && gram[shared] === before[shared]) shared++;
    return [shared >= 3 ? `R${shared}` : 'R', gram];
  });
}

/** The scopes whose ranges a romaji term of `length` letters reads (see romajiRangeGrams). */
export function romajiRangeScopes(length: number): SearchScope[] {
  const scopes: SearchScope[] = ['R'];
  for (let shared = 3; shared < Math.min(length, ROMAJI_GRAM_LENGTH); shared++) scopes.push(`R${shared}`);
  return scopes;
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
  const keyStarts = new Set<string>();
  for (const { key, suffixesBefore } of [
    ...romajiKeys(splitWords(person.fullnameAlphabet)),
    ...romajiKeys(kanaWords),
  ]) {
    add('fr', key);
    // The key's own starts are posted whole under W; the suffixes starting later under R.
    for (let length = 3; length <= Math.min(key.length, ROMAJI_GRAM_LENGTH); length++)
      keyStarts.add(key.slice(0, length));
    for (let i = 1; i < suffixesBefore && i + 3 <= key.length; i++)
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
    for (const gram of gramsOf(value, scope === 'N' ? NAME_GRAM_LENGTH : 2)) addGram(scope, gram);
    for (const gram of prefixGramsOf(value)) addGram(`${scope}^`, gram);
    // Names also post their first three characters, so a FORWARD name term of three characters is
    // one posting list (exact, its size known) instead of a list checked person by person.
    if (scope === 'N') {
      const chars = [...value];
      if (chars.length >= 3) addGram('N^', chars.slice(0, 3).join(''));
    }
  }
  for (const [scope, gram] of romajiRangeGrams(suffixes)) addGram(scope, gram);
  for (const start of keyStarts) addGram('W', start);
  for (const [field, value] of values.values())
    if (field === 'em') for (const [scope, gram] of emailGramsOf(value)) addGram(scope, gram);
  for (const id of person.divisionTreeIds) addGram('D', String(id));
  for (const id of person.divisionIds) addGram('M', String(id));
  for (const tag of person.tags) addGram('T', searchTerm(tag));

  const sortKey = `${searchTerm(person.fullnameKana)}\u0001${searchTerm(person.fullname)}`;
  return { sortKey, values: [...values.values()], grams: [...grams.values()] };
}

/** A person's names, as `nameMatchesWord` reads them. */
export interface PersonNames {
  readonly fullname: string;
  readonly fullnameKana: string;
  readonly fullnameAlphabet: string;
}

/**
 * Whether a free word finds a text or a person's names the way the directory search matches
 * them (outside the index, for short lists such as a user's talk rooms): width, kana and voiced
 * marks folded, spaces ignored, and romaji against both name orders of the alphabet name and of
 * the kana reading. An empty word finds everything.
 */
export function matchesFreeWord(
  word: string,
  texts: readonly string[],
  people: readonly PersonNames[] = [],
): boolean {
  const term = searchTerm(word);
  if (term === '') return true;
  if (texts.some((text) => searchTerm(text).includes(term))) return true;
  if (people.some((p) => searchTerm(p.fullname).includes(term) || searchTerm(p.fullnameKana).includes(term)))
    return true;
  const romaji = normalizedRomaji(word.replace(/\s+/gu, ''));
  if (romaji === '') return false;
  return people.some((p) =>
    [
      ...romajiKeys(splitWords(p.fullnameAlphabet)),
      ...romajiKeys(splitWords(p.fullnameKana).map(romajiOf)),
    ].some(({ key }) => key.includes(romaji)),
  );
}
