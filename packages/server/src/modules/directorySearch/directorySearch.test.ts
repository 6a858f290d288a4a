import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/createDatabase.js';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { searchDirectory } from './searchDirectory.js';

let database: Database;
let demoId: number;
let trialId: number;

async function tenantId(code: string): Promise<number> {
  const row = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function fullnames(userIds: number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await database.db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', 'in', userIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row.fullname]));
  return userIds.map((id) => byId.get(id) ?? '?');
}

const page = { offset: 0, limit: 100 };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  demoId = await tenantId('demo');
  trialId = await tenantId('trial');
});

afterAll(async () => {
  await database.close();
});

describe('searchDirectory', () => {
  it('finds a person by a part of the kanji name, only in their own tenant', async () => {
    const demo = await searchDirectory(
      database.db,
      { tenantId: demoId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: '山田' },
      page,
    );
    expect(await fullnames(demo.userIds)).toContain('山田 太郎');
    const trial = await searchDirectory(
      database.db,
      { tenantId: trialId, mode: 'FREE_WORD', matchType: 'PARTIAL', freeWord: '山田' },
      page,
    );
    expect(await fullnames(trial.userIds)).not.toContain('山田 太郎');
  });
});
