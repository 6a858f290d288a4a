import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './createDatabase.js';

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_baseline`; applied in this order. */
  readonly version: string;
  readonly sql: string;
}

/** Any value; one lock id so two nodes starting at once do not migrate twice. */
const MIGRATION_LOCK_ID = 4_815_162_342;

export async function loadMigrations(): Promise<Migration[]> {
  let files: Record<string, string>;
  try {
    // Bundled by vite (build and vitest).
    files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });
  } catch {
    // Plain node (tsx) has no import.meta.glob: read the folder instead.
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
    files = {};
    for (const name of await readdir(dir)) {
      if (name.endsWith('.sql')) files[`./migrations/${name}`] = await readFile(path.join(dir, name), 'utf8');
    }
  }
  return Object.entries(files)
    .map(([file, text]) => ({ version: path.basename(file, '.sql'), sql: text }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not applied yet, all in one transaction. Returns the versions applied.
 * Refuses a database that has migrations applied but not the first one (the baseline).
 */
export async function migrate(db: Db, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const applied = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
    );
    const first = all[0];
    if (first && applied.size > 0 && !applied.has(first.version)) {
      // Made by migrations that were folded into the baseline: the baseline would fail halfway.
      throw new Error(
        `this database was made by migrations that ${first.version} replaced; start from an empty database (or data folder)`,
      );
    }
    const done: string[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version }).execute();
      done.push(migration.version);
    }
    return done;
  });
}
