import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { describeColumns, readSchemaTypes, type SchemaColumns } from '../../test/readSchemaTypes.js';
import type { Database } from './createDatabase.js';

/**
 * Tables of the migrated database that `DatabaseSchema` leaves out on purpose, and why: the code
 * reaches them only through SQL of its own, never through Kysely's typed builder.
 */
const NOT_EXPOSED: Readonly<Record<string, string>> = {
  stored_files: 'the file storage, written and read by db/storedFiles.ts in raw SQL',
  stored_file_chunks: 'the file storage, written and read by db/storedFiles.ts in raw SQL',
  search_people: 'the search index, written and read by the directory search in raw SQL',
  search_values: 'the search index, written and read by the directory search in raw SQL',
  search_grams: 'the search index, written and read by the directory search in raw SQL',
  search_gram_counts: 'the search index, written and read by the directory search in raw SQL',
  search_index_format: 'the search index, written and read by the directory search in raw SQL',
  directory_versions: 'kept by triggers, read through search_counts and search_directory_version',
  phone_number_index: 'the caller-ID index, written and read by phoneLookup in raw SQL',
  phone_number_index_format: 'the caller-ID index, written and read by phoneLookup in raw SQL',
};

let database: Database;
let typed: SchemaColumns;
let migrated: SchemaColumns;

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable from information_schema.columns
    where table_schema = 'public' and table_name in (
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
    )
  `.execute(database.db);
  migrated = new Map();
  for (const row of rows) {
    const columns = migrated.get(row.table_name) ?? new Map<string, boolean>();
    columns.set(row.column_name, row.is_nullable === 'YES');
    migrated.set(row.table_name, columns);
  }
  typed = readSchemaTypes();
});
afterAll(async () => {
  await database?.close();
});

describe('DatabaseSchema', () => {
  it('names every column of the migrated database, with its nullability, and nothing else', () => {
    const exposed = new Map([...migrated].filter(([table]) => !(table in NOT_EXPOSED)));
    expect(describeColumns(typed)).toEqual(describeColumns(exposed));
  });

  it('leaves out only tables that exist and that it does not type', () => {
    for (const table of Object.keys(NOT_EXPOSED)) {
      expect(migrated.has(table), table).toBe(true);
      expect(typed.has(table), table).toBe(false);
    }
  });
});
