import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/createDatabase.js';
import { migrate } from '../db/migrate.js';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { generatePeople } from './generatePeople.js';
import { seedIfEmpty } from './seedDemoData.js';
import { selectTenantRows } from '../db/tenantRows.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo seed', () => {
  it('seeds the demo tenants once, into an empty database only', async () => {
    const first = await seedIfEmpty(database.db);
    expect(first?.tenants).toEqual(['demo', 'trial', 'kizuna-logistics']);
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await migrate(database.db)).toEqual([]);
  });

  it('gives demo at least 200 people with kanji names, kana readings and romaji', async () => {
    const people = await database.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select([
        'users.fullname',
        'users.fullname_kana',
        'users.fullname_alphabet',
        'users.account_id',
        'users.email',
      ])
      .where('tenants.code', '=', 'demo')
      .where('users.user_type', '=', 'REGULAR_USER')
      .execute();
    expect(people.length).toBeGreaterThanOrEqual(200);
    for (const person of people) {
      expect(person.fullname).toMatch(/^\p{Script=Han}+[\p{Script=Han}\p{Script=Hiragana}]* \S+$/u);
      expect(person.fullname_kana).toMatch(/^[\p{Script=Katakana}ー]+ [\p{Script=Katakana}ー]+$/u);
      expect(person.fullname_alphabet).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    expect(new Set(people.map((p) => p.account_id)).size).toBe(people.length);
    expect(people).toContainEqual(
      expect.objectContaining({
        account_id: 'yamada.taro',
        fullname: '山田 太郎',
        fullname_kana: 'ヤマダ タロウ',
      }),
    );
  });

  it('places every person in one primary division of their own tenant, some with concurrent posts', async () => {
    const rows = await database.db
      .selectFrom('user_divisions')
      .innerJoin('divisions', 'divisions.id', 'user_divisions.division_id')
      .innerJoin('users', 'users.id', 'user_divisions.user_id')
      .select([
        'users.id as userId',
        'user_divisions.is_primary',
        'divisions.tenant_id as divisionTenant',
        'users.tenant_id as userTenant',
      ])
      .execute();
    expect(rows.every((r) => r.divisionTenant === r.userTenant)).toBe(true);
    const users = await database.db.selectFrom('users').select('id').execute();
    const primaries = rows.filter((r) => r.is_primary);
    expect(primaries.length).toBe(users.length);
    expect(rows.length - primaries.length).toBeGreaterThan(5);
  });

  it('builds a division tree of about 25 divisions in demo', async () => {
    const divisions = await database.db
      .selectFrom('divisions')
      .innerJoin('tenants', 'tenants.id', 'divisions.tenant_id')
      .select(['divisions.name', 'divisions.parent_id', 'divisions.name_kana'])
      .where('tenants.code', '=', 'demo')
      .execute();
    expect(divisions.length).toBeGreaterThanOrEqual(25);
    expect(divisions.filter((d) => d.parent_id === null).map((d) => d.name)).toEqual(['本社']);
    expect(divisions.map((d) => d.name)).toEqual(expect.arrayContaining(['営業本部', '第一営業部']));
  });

  it('adds generated people for benchmarks without clashing with existing account ids', async () => {
    const tenant = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'trial')
      .executeTakeFirstOrThrow();
    const before = await selectTenantRows(database.db, 'users', tenant.id).select('account_id').execute();
    expect(await generatePeople(database.db, tenant.id, 'trial', 1200)).toBe(1200);
    const after = await selectTenantRows(database.db, 'users', tenant.id).select('account_id').execute();
    expect(after.length).toBe(before.length + 1200);
    expect(new Set(after.map((r) => r.account_id)).size).toBe(after.length);
  });
});
