import { normalizeRomaji } from '@kizuna/api-client/search';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/createDatabase.js';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { DirectorySearchCriteria } from './DirectorySearchCriteria.js';
import { searchTerm, type SearchField } from './personSearchKeys.js';
import { reindexPeople } from './reindexPeople.js';
import { searchDirectory } from './searchDirectory.js';

// The index (postings, ranges, their scopes and the page functions) against a plain scan of the
// normalised values the same indexing wrote: for any term, both must find the same people, in the
// same order, with the same total, on every page. The names are built from few parts so that
// romaji keys repeat letters (takahashi takashi), kana and kanji share parts across people, and
// terms hit long and short posting lists alike.

const SURNAMES = [
  ['高橋', 'タカハシ', 'Takahashi'],
  ['高田', 'タカダ', 'Takada'],
  ['田中', 'タナカ', 'Tanaka'],
  ['中田', 'ナカタ', 'Nakata'],
  ['橋本', 'ハシモト', 'Hashimoto'],
  ['本田', 'ホンダ', 'Honda'],
  ['佐藤', 'サトウ', 'Sato'],
  ['加藤', 'カトウ', 'Kato'],
  ['高畑', 'タカハタ', 'Takahata'],
  ['多賀', 'タガ', 'Taga'],
  ['佐々木', 'ササキ', 'Sasaki'],
] as const;
const GIVEN = [
  ['花子', 'ハナコ', 'Hanako'],
  ['隆', 'タカシ', 'Takashi'],
  ['孝', 'タカシ', 'Takasi'],
  ['貴子', 'タカコ', 'Takako'],
  ['太郎', 'タロウ', 'Taro'],
  ['健一', 'ケンイチ', "Ken'ichi"],
  ['翔', 'ショウ', 'Sho'],
  ['直子', 'ナオコ', 'Naoko'],
  ['中', 'アタル', 'Ataru'],
  // A key that repeats its start further in (sasasasaki): both at the start and further in.
  ['沙々', 'ササ', 'Sasa'],
] as const;
const POSITIONS = ['課長', '部長', '係長', null] as const;
const DIVISIONS = ['総務', '経理'] as const;

let database: Database;
let db: Db;
let tenantId: number;
/** Every normalised value of the people, to draw terms from. */
let values: string[] = [];
const divisionNames = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const tenant = await db
    .insertInto('tenants')
    .values({ code: 'oracle', name: 'oracle' })
    .returning('id')
    .executeTakeFirstOrThrow();
  tenantId = Number(tenant.id);
  const divisionIds: number[] = [];
  for (const name of DIVISIONS) {
    const { id } = await db
      .insertInto('divisions')
      .values({ tenant_id: tenantId, name, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    divisionIds.push(Number(id));
    divisionNames.set(Number(id), searchTerm(name));
  }
  for (let n = 0; n < 110; n++) {
    const [sKanji, sKana, sRomaji] = SURNAMES[n % SURNAMES.length] as (typeof SURNAMES)[number];
    const [gKanji, gKana, gRomaji] = GIVEN[
      (n * 7 + Math.floor(n / 9)) % GIVEN.length
    ] as (typeof GIVEN)[number];
    const { id } = await db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        account_id: `oracle${n}`,
        password_hash: '!locked',
        fullname: `${sKanji} ${gKanji}`,
        fullname_kana: `${sKana} ${gKana}`,
        // Some without a spelled name, some in the other order.
        fullname_alphabet: n % 6 === 5 ? '' : n % 2 === 0 ? `${gRomaji} ${sRomaji}` : `${sRomaji} ${gRomaji}`,
        email: `oracle${n}@example.com`,
        position: POSITIONS[n % POSITIONS.length] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_divisions')
      .values({
        tenant_id: tenantId,
        user_id: Number(id),
        division_id: divisionIds[n % divisionIds.length] as number,
        is_primary: true,
      })
      .execute();
  }
  await reindexPeople(db, tenantId);
  const rows = await sql<{ value: string }>`
    select distinct value from search_values
    where tenant_id = ${tenantId} and field in ('fn', 'fk', 'fr', 'ps')`.execute(db);
  values = rows.rows.map((row) => row.value);
});

afterAll(async () => {
  await database.close();
});

const ROMAJI_TERM = /^[a-z][a-z'.-]*$/;

/** The people whose values in `fields` contain (FORWARD: start with) the term, scanned. */
async function scanned(fields: readonly SearchField[], word: string, forward: boolean): Promise<Set<number>> {
  const term = searchTerm(word);
  const romaji = fields.includes('fr') && ROMAJI_TERM.test(term) ? normalizeRomaji(term) : '';
  const others = fields.filter((field) => field !== 'fr');
  const test = (value: string, part: string) => (forward ? value.startsWith(part) : value.includes(part));
  const rows = await sql<{ user_id: number; field: SearchField; value: string }>`
    select user_id, field, value from search_values where tenant_id = ${tenantId}`.execute(db);
  const found = new Set<number>();
  for (const row of rows.rows) {
    const hit =
      row.field === 'fr'
        ? romaji !== '' && fields.includes('fr') && test(row.value, romaji)
        : others.includes(row.field) && test(row.value, term);
    if (hit) found.add(Number(row.user_id));
  }
  return found;
}

/** Every person of the tenant in result order (kana reading, then id). */
async function resultOrder(): Promise<number[]> {
  const rows = await sql<{ user_id: number }>`
    select user_id from search_people where tenant_id = ${tenantId} order by sort_key, user_id`.execute(db);
  return rows.rows.map((row) => Number(row.user_id));
}

async function members(word: string, forward: boolean): Promise<Set<number>> {
  const term = searchTerm(word);
  const ids = [...divisionNames].filter(([, name]) =>
    forward ? name.startsWith(term) : name.includes(term),
  );
  if (ids.length === 0) return new Set();
  const rows = await sql<{ user_id: number }>`
    select user_id from user_divisions where tenant_id = ${tenantId}
    and division_id = any(${ids.map(([id]) => id)}::bigint[])`.execute(db);
  return new Set(rows.rows.map((row) => Number(row.user_id)));
}

/** A term: a part of one of the values (so something matches), or a few letters of the pools. */
const termOf = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 14 })).map(([which, start, length]) => {
    const chars = [...(values[which % values.length] as string)];
    const from = start % chars.length;
    return chars.slice(from, from + length).join('');
  }),
  fc.constantFrom(
    'たかは',
    'ﾀｶﾊｼ',
    'タカシ',
    'hashi',
    'takashi',
    'takasi',
    'shita',
    'kenichi',
    '髙橋',
    '高',
    'xyz',
    'ん',
    'sasa',
    'asas',
    'sasak',
  ),
);

async function check(
  criteria: Omit<DirectorySearchCriteria, 'tenantId'>,
  expected: Set<number>,
  offset: number,
) {
  const order = await resultOrder();
  const wanted = order.filter((id) => expected.has(id));
  const found = await searchDirectory(db, { tenantId, ...criteria }, { offset, limit: 4 });
  expect({ total: found.totalCount, ids: found.userIds }).toEqual({
    total: wanted.length,
    ids: wanted.slice(offset, offset + 4),
  });
}

describe('the search index against a scan of the values', () => {
  it('finds the same people, page and total for a name term of any length, PARTIAL and FORWARD', async () => {
    await fc.assert(
      fc.asyncProperty(
        termOf,
        fc.boolean(),
        fc.constantFrom('FREE_WORD', 'KANA', 'ALPHABET'),
        fc.constantFrom(0, 3, 40),
        async (term, forward, how, offset) => {
          const matchType = forward ? 'FORWARD' : 'PARTIAL';
          if (how === 'FREE_WORD') {
            if (/\s/.test(term) || searchTerm(term) === '') return;
            const criteria = {
              mode: 'FREE_WORD',
              matchType,
              freeWord: term,
              freeWordScope: 'FULLNAME',
            } as const;
            await check(criteria, await scanned(['fn', 'fk', 'fr'], term, forward), offset);
          } else if (how === 'KANA') {
            if (searchTerm(term) === '') return;
            const criteria = { mode: 'FIELDS', matchType, fields: { fullnameKana: term } } as const;
            await check(criteria, await scanned(['fk'], term, forward), offset);
          } else {
            const romaji = normalizeRomaji(term);
            if (!romaji) return;
            const criteria = { mode: 'FIELDS', matchType, fields: { fullnameAlphabet: term } } as const;
            await check(criteria, await scanned(['fr'], romaji, forward), offset);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds the people matching both words of a free word, names only or every field', async () => {
    await fc.assert(
      fc.asyncProperty(
        termOf,
        fc.oneof(termOf, fc.constantFrom('課長', '部長', '係長', '長')),
        fc.boolean(),
        fc.constantFrom(0, 2),
        async (first, second, all, offset) => {
          if ([first, second].some((word) => /\s/.test(word) || searchTerm(word) === '')) return;
          const fields: SearchField[] = all ? ['fn', 'fk', 'fr', 'ps'] : ['fn', 'fk', 'fr'];
          const matching = async (word: string) => {
            const found = await scanned(fields, word, false);
            // Every field also means the members of a division named by the word; e-mail
            // addresses and phone numbers are ASCII only, so the scan leaves ASCII words out.
            if (all) for (const id of await members(word, false)) found.add(id);
            return found;
          };
          if (all && [first, second].some((word) => /^[\x20-\x7e]+$/.test(searchTerm(word)))) return;
          const [a, b] = [await matching(first), await matching(second)];
          const criteria = {
            mode: 'FREE_WORD',
            matchType: 'PARTIAL',
            freeWord: `${first} ${second}`,
            freeWordScope: all ? 'ALL' : 'FULLNAME',
          } as const;
          await check(criteria, new Set([...a].filter((id) => b.has(id))), offset);
        },
      ),
      { numRuns: 100 },
    );
  });
});
