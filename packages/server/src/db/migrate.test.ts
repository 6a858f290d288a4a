import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import type { Database } from './createDatabase.js';
import { loadMigrations, migrate, type Migration } from './migrate.js';

let database: Database;
let migrations: Migration[];
beforeAll(async () => {
  database = await createTestDatabase();
  migrations = await loadMigrations();
});
afterAll(async () => {
  await database?.close();
});

describe('migrate', () => {
  it('starts from the baseline, which a fresh database has applied', async () => {
    expect(migrations[0]?.version).toBe('0001_baseline');
    const { rows } = await sql<{
      version: string;
    }>`select version from schema_migrations order by version`.execute(database.db);
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(database.db)).toEqual([]);
  });

  it('numbers every file apart, so the order two changes run in is never left to their names', () => {
    const numbers = migrations.map((migration) => migration.version.slice(0, 4));
    expect(numbers.every((number) => /^\d{4}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('applies a file added after the others, once', async () => {
    const added = [...migrations, { version: '9999_probe', sql: 'create table migrate_probe (id integer)' }];
    expect(await migrate(database.db, added)).toEqual(['9999_probe']);
    expect(await migrate(database.db, added)).toEqual([]);
    await sql`drop table migrate_probe`.execute(database.db);
  });

  it('refuses a database whose migrations do not start with the first file', async () => {
    const older = [
      { version: '0000_folded', sql: 'create table migrate_folded (id integer)' },
      ...migrations,
    ];
    await expect(migrate(database.db, older)).rejects.toThrow(/made by migrations that 0000_folded replaced/);
    const { rows } = await sql<{
      found: string | null;
    }>`select to_regclass('migrate_folded')::text as found`.execute(database.db);
    expect(rows[0]?.found).toBeNull();
  });
});
