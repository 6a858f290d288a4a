import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seedDemoData.js';

/**
 * A fresh, migrated database for one test file (seeded with the demo data when asked): PGlite in
 * memory (or in `dataDir`, opened again as it is when it holds one already), or, when
 * `DATABASE_URL` is set, a uniquely named database on that server, copied from the run's migrated
 * template, that `close()` drops again (its `url` lets another process use it too).
 */
export async function createTestDatabase(
  options: { seeded?: boolean; dataDir?: string | null } = {},
): Promise<Database & { readonly url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // KIZUNA_TEST_PGLITE_WORKER=1 runs the suite on the worker-thread PGlite that `kizuna start` uses.
    const worker = process.env.KIZUNA_TEST_PGLITE_WORKER === '1';
    const dataDir = options.dataDir ?? null;
    if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const database = await createDatabase({ dataDir, worker });
      await migrate(database.db);
      return database;
    }
    const snapshot = options.seeded ? inject('seededSnapshot') : '';
    if (snapshot) {
      const database = await createDatabase({
        loadFrom: new Blob([await readFile(snapshot)]),
        dataDir,
        worker,
      });
      await migrate(database.db);
      return database;
    }
    const database = await createDatabase({ dataDir, worker });
    await migrate(database.db);
    if (options.seeded) await seedIfEmpty(database.db);
    return database;
  }
  const name = `kizuna_test_${randomBytes(6).toString('hex')}`;
  const templates = inject('postgresTemplates');
  const template = options.seeded ? templates.seeded : templates.bare;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await migrate(database.db);
  if (options.seeded && !template) await seedIfEmpty(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
