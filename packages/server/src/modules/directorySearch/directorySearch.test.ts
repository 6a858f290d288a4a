import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/createDatabase.js';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { DirectorySearchCriteria } from './DirectorySearchCriteria.js';
import { SEARCH_INDEX_FORMAT } from './personSearchKeys.js';
import { ensureSearchIndexFormat, reindexPeople } from './reindexPeople.js';
import { searchDirectory } from './searchDirectory.js';

let database: Database;
let db: Db;
let tenantId: number;
let otherTenantId: number;
const division: Record<string, number> = {};

interface PersonSpec {
  fullname: string;
  kana: string;
  alphabet: string;
  division: string;
  email?: string;
  extension?: string;
  position?: string;
  userType?: 'REGULAR_USER' | 'FACILITY';
}

const PEOPLE: PersonSpec[] = [
  {
    fullname: '山田 太郎',
    kana: 'ヤマダ タロウ',
    alphabet: 'Taro Yamada',
    division: '営業一課',
    extension: '3101',
  },
  { fullname: '髙橋 一郎', kana: 'タカハシ イチロウ', alphabet: 'Ichiro Takahashi', division: '営業二課' },
  { fullname: '渡邊 花子', kana: 'ワタナベ ハナコ', alphabet: 'Hanako Watanabe', division: '開発部' },
  {
    fullname: '齋藤 健太',
    kana: 'サイトウ ケンタ',
    alphabet: 'Kenta Saito',
    division: '開発部',
    position: '課長',
  },
  { fullname: '山崎 さくら', kana: 'ヤマザキ サクラ', alphabet: 'Sakura Yamazaki', division: '営業一課' },
  {
    fullname: '佐藤 翔',
    kana: 'サトウ ショウ',
    alphabet: 'Sho Sato',
    division: '営業部',
    email: 'sho.sato@example.com',
  },
  {
    fullname: '第一会議室',
    kana: 'ダイイチカイギシツ',
    alphabet: '',
    division: '営業部',
    userType: 'FACILITY',
  },
];

async function insertTenant(code: string): Promise<number> {
  const { id } = await db
    .insertInto('tenants')
    .values({ code, name: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function insertDivision(tenant: number, name: string, parent: number | null): Promise<number> {
  const { id } = await db
    .insertInto('divisions')
    .values({ tenant_id: tenant, name, parent_id: parent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function insertPerson(tenant: number, spec: PersonSpec, n: number, divisionId: number): Promise<void> {
  const { id } = await db
    .insertInto('users')
    .values({
      tenant_id: tenant,
      account_id: `user${n}`,
      password_hash: '!locked',
      fullname: spec.fullname,
      fullname_kana: spec.kana,
      fullname_alphabet: spec.alphabet,
      email: spec.email ?? `user${n}@example.com`,
      extension_num: spec.extension ?? String(4000 + n),
      position: spec.position ?? null,
      user_type: spec.userType ?? 'REGULAR_USER',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_divisions')
    .values({ tenant_id: tenant, user_id: Number(id), division_id: divisionId, is_primary: true })
    .execute();
}

async function names(criteria: Partial<DirectorySearchCriteria>, limit = 100): Promise<string[]> {
  const result = await searchDirectory(
    db,
    { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', ...criteria },
    { offset: 0, limit },
  );
  if (result.userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', 'in', result.userIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row.fullname]));
  expect(result.totalCount).toBeGreaterThanOrEqual(result.userIds.length);
  return result.userIds.map((id) => byId.get(id) ?? '?');
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = await insertTenant('search-a');
  otherTenantId = await insertTenant('search-b');
  division.company = await insertDivision(tenantId, '株式会社サンプル', null);
  division.sales = await insertDivision(tenantId, '営業部', division.company);
  division.sales1 = await insertDivision(tenantId, '営業一課', division.sales);
  division.sales2 = await insertDivision(tenantId, '営業二課', division.sales);
  division.dev = await insertDivision(tenantId, '開発部', division.company);
  let n = 0;
  for (const spec of PEOPLE)
    await insertPerson(
      tenantId,
      spec,
      n++,
      division[
        spec.division === '営業一課'
          ? 'sales1'
          : spec.division === '営業二課'
            ? 'sales2'
            : spec.division === '開発部'
              ? 'dev'
              : 'sales'
      ] as number,
    );
  const otherRoot = await insertDivision(otherTenantId, '営業部', null);
  await insertPerson(
    otherTenantId,
    { fullname: '山田 次郎', kana: 'ヤマダ ジロウ', alphabet: 'Jiro Yamada', division: '' },
    n++,
    otherRoot,
  );
  await reindexPeople(db, tenantId);
  await reindexPeople(db, otherTenantId);
});

afterAll(async () => {
  await database.close();
});

describe('searchDirectory', () => {
  it('finds a person by kanji, kana in any width, romaji, and never another tenant’s people', async () => {
    for (const query of [
      '山田',
      '山',
      'やまだ',
      'ヤマダ',
      'ﾔﾏﾀﾞ',
      'yamada',
      'Yamada',
      'taro',
      'ＹＡＭＡＤＡ',
    ]) {
      expect(await names({ freeWord: query }), query).toContain('山田 太郎');
      expect(await names({ freeWord: query }), query).not.toContain('山田 次郎');
    }
  });

  it('finds every spelling of a name with variant kanji or long vowels', async () => {
    for (const [query, person] of [
      ['高橋', '髙橋 一郎'],
      ['髙橋', '髙橋 一郎'],
      ['渡辺', '渡邊 花子'],
      ['渡邉', '渡邊 花子'],
      ['斎藤', '齋藤 健太'],
      ['斉藤', '齋藤 健太'],
      ['齊藤', '齋藤 健太'],
      ['山﨑', '山崎 さくら'],
      ['さとー', '佐藤 翔'],
      ['satou', '佐藤 翔'],
      ['satoh', '佐藤 翔'],
      ['saitoh', '齋藤 健太'],
      ['takahasi', '髙橋 一郎'],
    ] as const) {
      expect(await names({ freeWord: query }), query).toContain(person);
    }
  });

  it('finds romaji anywhere in either name order, at the start only with FORWARD, at any length', async () => {
    const romaji = async (text: string, matchType: 'PARTIAL' | 'FORWARD') => {
      const criteria = { mode: 'FIELDS' as const, matchType, fields: { fullnameAlphabet: text } };
      const found = await names(criteria);
      const count = await searchDirectory(db, { tenantId, ...criteria }, { offset: 0, limit: 0 });
      expect(count.totalCount, text).toBe(found.length);
      return found;
    };
    expect(await romaji('kahash', 'PARTIAL')).toEqual(['髙橋 一郎']);
    expect(await romaji('kahash', 'FORWARD')).toEqual([]);
    expect(await romaji('TAKA', 'FORWARD')).toEqual(['髙橋 一郎']);
    expect(await romaji('ichiroutakahashi', 'FORWARD')).toEqual(['髙橋 一郎']);
    expect(await romaji('rotakahashi', 'PARTIAL')).toEqual(['髙橋 一郎']);
    // Longer than the romaji grams: the rest of the term is checked too.
    expect(await romaji('ichirotakahashi', 'PARTIAL')).toEqual(['髙橋 一郎']);
    expect(await romaji('ichirotakahashx', 'PARTIAL')).toEqual([]);
    expect(await romaji('ya', 'PARTIAL')).toEqual(['山崎 さくら', '山田 太郎']);
    expect(await romaji('y', 'FORWARD')).toEqual(['山崎 さくら', '山田 太郎']);
    expect(await names({ freeWord: 'hanakowata' })).toEqual(['渡邊 花子']);
  });

  it('rebuilds an index written in an older posting format', async () => {
    await sql`update search_index_format set version = 1`.execute(db);
    await sql`delete from search_grams where tenant_id = ${tenantId}`.execute(db);
    expect(await names({ freeWord: '髙橋' })).toEqual([]);
    // A new handle on the database checks the format again, as a server starting would.
    const restarted = db.withoutPlugins();
    await ensureSearchIndexFormat(restarted);
    expect(await names({ freeWord: '髙橋' })).toEqual(['髙橋 一郎']);
    expect(await names({ freeWord: 'takahashi' })).toEqual(['髙橋 一郎']);
    const format = await sql<{ version: number }>`select version from search_index_format`.execute(db);
    expect(format.rows).toEqual([{ version: SEARCH_INDEX_FORMAT }]);
  });

  it('sorts by kana reading and pages stably with a total count', async () => {
    const all = await names({ freeWord: '' });
    expect(all).toEqual([
      '齋藤 健太',
      '佐藤 翔',
      '第一会議室',
      '髙橋 一郎',
      '山崎 さくら',
      '山田 太郎',
      '渡邊 花子',
    ]);
    const first = await searchDirectory(
      db,
      { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: 'ヤマ' },
      { offset: 0, limit: 1 },
    );
    const second = await searchDirectory(
      db,
      { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: 'ヤマ' },
      { offset: 1, limit: 1 },
    );
    expect(first.totalCount).toBe(2);
    expect(second.totalCount).toBe(2);
    expect(first.userIds[0]).not.toBe(second.userIds[0]);
  });

  it('matches PARTIAL anywhere and FORWARD only at the start of a value', async () => {
    expect(await names({ freeWord: 'タロウ' })).toEqual(['山田 太郎']);
    expect(await names({ freeWord: 'タロウ', matchType: 'FORWARD' })).toEqual([]);
    expect(await names({ freeWord: 'やま', matchType: 'FORWARD' })).toEqual(['山崎 さくら', '山田 太郎']);
    expect(await names({ freeWord: 'taro', matchType: 'FORWARD' })).toEqual(['山田 太郎']);
    expect(await names({ freeWord: 'マダ', matchType: 'FORWARD' })).toEqual([]);
    expect(await names({ freeWord: '山田太' })).toEqual(['山田 太郎']);
    expect(await names({ freeWord: '山田太', matchType: 'FORWARD' })).toEqual(['山田 太郎']);
    expect(await names({ freeWord: '田太郎', matchType: 'FORWARD' })).toEqual([]);
    // Three characters are one posting list of name prefixes; more are checked on the postings.
    expect(await names({ freeWord: 'やまざ', matchType: 'FORWARD' })).toEqual(['山崎 さくら']);
    expect(await names({ freeWord: 'ﾔﾏｻﾞｷｻ', matchType: 'FORWARD' })).toEqual(['山崎 さくら']);
    expect(await names({ freeWord: 'やまざく', matchType: 'FORWARD' })).toEqual([]);
    expect(await names({ freeWord: 'まざき', matchType: 'FORWARD' })).toEqual([]);
    expect(await names({ freeWord: 'ロウ山' })).toEqual([]);
  });

  it('limits free word FULLNAME to names and lets ALL look at every field', async () => {
    expect(await names({ freeWord: '課長' })).toEqual([]);
    expect(await names({ freeWord: '課長', freeWordScope: 'ALL' })).toEqual(['齋藤 健太']);
    expect(await names({ freeWord: 'sho.sato@example', freeWordScope: 'ALL' })).toEqual(['佐藤 翔']);
    expect(await names({ freeWord: '3101', freeWordScope: 'ALL' })).toEqual(['山田 太郎']);
    expect(await names({ freeWord: '営業一課', freeWordScope: 'ALL' })).toEqual(['山崎 さくら', '山田 太郎']);
    expect(await names({ freeWord: '営業 山田', freeWordScope: 'ALL' })).toEqual(['山田 太郎']);
  });

  it('filters by every field of the field search', async () => {
    const fields = (f: DirectorySearchCriteria['fields'], matchType: 'PARTIAL' | 'FORWARD' = 'PARTIAL') =>
      names({ mode: 'FIELDS', fields: f, matchType });
    expect(await fields({ fullname: 'やまだ' })).toEqual(['山田 太郎']);
    expect(await fields({ fullnameKana: 'ﾀｶﾊｼ' })).toEqual(['髙橋 一郎']);
    expect(await fields({ fullnameKana: '高橋' })).toEqual([]);
    expect(await fields({ fullnameAlphabet: 'watanabe' })).toEqual(['渡邊 花子']);
    expect(await fields({ position: '課長' })).toEqual(['齋藤 健太']);
    expect(await fields({ division: '開発' })).toEqual(['齋藤 健太', '渡邊 花子']);
    expect(await fields({ email: 'sho.sato' })).toEqual(['佐藤 翔']);
    expect(await fields({ phoneNum: '３１０１' })).toEqual(['山田 太郎']);
    expect(await fields({ phoneNum: '31', email: 'user0' }, 'FORWARD')).toEqual(['山田 太郎']);
    expect(await fields({ fullname: '山', division: '営業一課' })).toEqual(['山崎 さくら', '山田 太郎']);
    expect(await fields({ fullname: '山', position: '課長' })).toEqual([]);
  });

  it('finds e-mail addresses by any part through their postings: local part, across the @, domain, long terms', async () => {
    const email = async (text: string) => {
      const criteria = { mode: 'FIELDS' as const, matchType: 'PARTIAL' as const, fields: { email: text } };
      const found = await names(criteria);
      const count = await searchDirectory(db, { tenantId, ...criteria }, { offset: 0, limit: 0 });
      expect(count.totalCount, text).toBe(found.length);
      return found;
    };
    expect(await email('sho.sato')).toEqual(['佐藤 翔']);
    expect(await email('o.sat')).toEqual(['佐藤 翔']);
    expect(await email('SATO@EXAMPLE')).toEqual(['佐藤 翔']);
    expect(await email('ｓａｔｏ＠')).toEqual(['佐藤 翔']);
    // Longer than the e-mail grams: the rest of the term is checked on the address.
    expect(await email('sho.sato@example.com')).toEqual(['佐藤 翔']);
    expect(await email('sho.sato@example.org')).toEqual([]);
    // Terms within the domain find everyone of it, in result order.
    expect(await email('@example.com')).toHaveLength(PEOPLE.length);
    expect(await email('ample.co')).toHaveLength(PEOPLE.length);
    expect(await email('user1@')).toEqual(['髙橋 一郎']);
    expect(await email('nobody')).toEqual([]);
    // Free word ALL looks at e-mail addresses too, and a changed address is found by its new name.
    expect(await names({ freeWord: 'o.sato@', freeWordScope: 'ALL' })).toEqual(['佐藤 翔']);
    const [sato] = (
      await searchDirectory(
        db,
        { tenantId, mode: 'FIELDS', matchType: 'PARTIAL', fields: { email: 'sho.sato' } },
        { offset: 0, limit: 1 },
      )
    ).userIds;
    await db
      .updateTable('users')
      .set({ email: 'sho.sato@sales.example.jp' })
      .where('id', '=', sato as number)
      .execute();
    await reindexPeople(db, tenantId, [sato as number]);
    expect(await email('sales.example')).toEqual(['佐藤 翔']);
    expect(await email('@example.com')).toHaveLength(PEOPLE.length - 1);
    await db
      .updateTable('users')
      .set({ email: 'sho.sato@example.com' })
      .where('id', '=', sato as number)
      .execute();
    await reindexPeople(db, tenantId, [sato as number]);
    expect(await email('sales.example')).toEqual([]);
  });

  it('includes sub-divisions in a division filter, honours the search division range and user types', async () => {
    expect(await names({ divisionIds: [division.sales as number] })).toEqual([
      '佐藤 翔',
      '第一会議室',
      '髙橋 一郎',
      '山崎 さくら',
      '山田 太郎',
    ]);
    expect(await names({ divisionIds: [division.sales2 as number, division.dev as number] })).toEqual([
      '齋藤 健太',
      '髙橋 一郎',
      '渡邊 花子',
    ]);
    expect(
      await names({
        divisionIds: [division.dev as number],
        freeWord: '山田',
        divisionRange: 'LAST_SELECTED',
      }),
    ).toEqual([]);
    expect(
      await names({ divisionIds: [division.dev as number], freeWord: '山田', divisionRange: 'ALL' }),
    ).toEqual(['山田 太郎']);
    expect(
      await names({ divisionIds: [division.sales as number], includeUserTypes: ['REGULAR_USER'] }),
    ).not.toContain('第一会議室');
  });

  it('finds divisions by a name they were given after the last search', async () => {
    expect(await names({ freeWord: '総合', freeWordScope: 'ALL' })).toEqual([]);
    await db
      .updateTable('divisions')
      .set({ name: '総合開発部' })
      .where('id', '=', division.dev as number)
      .execute();
    expect(await names({ freeWord: '総合', freeWordScope: 'ALL' })).toEqual(['齋藤 健太', '渡邊 花子']);
    await db
      .updateTable('divisions')
      .set({ name: '開発部' })
      .where('id', '=', division.dev as number)
      .execute();
    expect(await names({ freeWord: '総合', freeWordScope: 'ALL' })).toEqual([]);
  });

  it('follows changes after reindexing a person', async () => {
    const [yamada] = (
      await searchDirectory(
        db,
        { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: '山田' },
        { offset: 0, limit: 1 },
      )
    ).userIds;
    await db
      .updateTable('users')
      .set({ fullname: '山田 太一', fullname_kana: 'ヤマダ タイチ' })
      .where('id', '=', yamada as number)
      .execute();
    await reindexPeople(db, tenantId, [yamada as number]);
    expect(await names({ freeWord: 'たいち' })).toEqual(['山田 太一']);
    expect(await names({ freeWord: 'たろう' })).toEqual([]);
    const count = await searchDirectory(
      db,
      { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: 'タ' },
      { offset: 0, limit: 100 },
    );
    expect(count.totalCount).toBe(count.userIds.length);
    await db
      .updateTable('users')
      .set({ enabled: false })
      .where('id', '=', yamada as number)
      .execute();
    await reindexPeople(db, tenantId, [yamada as number]);
    expect(await names({ freeWord: '山田' })).toEqual([]);
    // The per-gram counts (exact totals of one-gram searches) match the postings after both changes;
    // e-mail suffixes (E) and romaji suffixes (R, R3 …) are never counted.
    const drift = await sql<{ scope: string; gram: string }>`
      select coalesce(c.scope, g.scope) as scope, coalesce(c.gram, g.gram) as gram
      from (select scope, gram, people from search_gram_counts where tenant_id = ${tenantId} and scope <> '*') c
      full join (select scope, gram, count(*)::int as people from search_grams where tenant_id = ${tenantId}
        and scope <> 'E' and scope not like 'R%' group by scope, gram) g on g.scope = c.scope and g.gram = c.gram
      where c.people is distinct from g.people`.execute(db);
    expect(drift.rows).toEqual([]);
    expect((await names({ freeWord: '' })).length).toBe(6);
  });
  it('finds people indexed since the last search with the same words, in the page, the count and two words', async () => {
    const search = (freeWord: string, limit: number) =>
      searchDirectory(
        db,
        { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord, freeWordScope: 'ALL' },
        { offset: 0, limit },
      );
    // Each search twice: the second answers from the posting-list sizes the first one read.
    for (let i = 0; i < 2; i++) {
      expect((await search('藤', 10)).totalCount).toBe(2);
      expect((await search('藤', 0)).totalCount).toBe(2);
      expect((await search('藤 課長', 10)).totalCount).toBe(1);
    }
    // Added without a division, so no trigger of the directory's tables moves its version.
    const { id } = await db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        account_id: 'fujii',
        password_hash: '!locked',
        fullname: '藤井 誠',
        fullname_kana: 'フジイ マコト',
        fullname_alphabet: 'Makoto Fujii',
        position: '課長',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reindexPeople(db, tenantId, [Number(id)]);
    const one = await search('藤', 10);
    expect(one.totalCount).toBe(3);
    expect(one.userIds).toContain(Number(id));
    expect((await search('藤', 0)).totalCount).toBe(3);
    const both = await search('藤 課長', 10);
    expect(both.totalCount).toBe(2);
    expect(both.userIds).toContain(Number(id));
  });
});
