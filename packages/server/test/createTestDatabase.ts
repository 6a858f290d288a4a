import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when `DATABASE_URL` is set,
 * a uniquely named database on that server that `close()` drops again.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({});
    await migrate(database.db);
    return database;
  }
  const name = `kizuna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await migrate(database.db);
  return {
    ...database,
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
