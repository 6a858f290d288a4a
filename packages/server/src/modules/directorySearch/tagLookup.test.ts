import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/createDatabase.js';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { searchDirectory } from './searchDirectory.js';

let database: Database;
let tenantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { id } = await database.db
    .insertInto('tenants')
    .values({ code: 'search-tags', name: 'search-tags' })
    .returning('id')
    .executeTakeFirstOrThrow();
  tenantId = Number(id);
});

afterAll(async () => {
  await database.close();
});

describe('the tag of a search', () => {
  it('finds no one for a tag the tenant does not have', async () => {
    const result = await searchDirectory(
      database.db,
      { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', tagId: 999_999 },
      { offset: 0, limit: 10 },
    );
    expect(result).toEqual({ userIds: [], totalCount: 0 });
  });

  it('fails when the tag cannot be read, rather than finding no one', async () => {
    // Not an id the database can hold: the lookup fails, and the failure reaches the caller.
    await expect(
      searchDirectory(
        database.db,
        { tenantId, mode: 'FREE_WORD', matchType: 'PARTIAL', tagId: 0.5 },
        { offset: 0, limit: 10 },
      ),
    ).rejects.toThrow();
  });
});
