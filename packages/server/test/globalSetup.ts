import { randomBytes } from 'node:crypto';
import { rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seed/seedDemoData.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite snapshot that test files start from; empty on PostgreSQL. */
    seededSnapshot: string;
    /**
     * On PostgreSQL, the migrated template databases test files copy (`create database … template`),
     * bare and seeded; empty on PGlite.
     */
    postgresTemplates: { bare: string; seeded: string } | { bare: ''; seeded: '' };
  }
}

/**
 * Builds the seeded embedded database once per run, so each test file loads a snapshot in a
 * fraction of a second instead of running initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('seededSnapshot', '');
    return preparePostgresTemplates(project, serverUrl);
  }
  project.provide('postgresTemplates', { bare: '', seeded: '' });
  const dir = await mkdtemp(path.join(tmpdir(), 'kizuna-snapshot-'));
  const file = path.join(dir, 'seeded.tar');
  const database = await createDatabase({});
  try {
    await migrate(database.db);
    await seedDemoData(database.db);
    const snapshot = await database.snapshot!();
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * On PostgreSQL, migrates (and seeds) two template databases once per run; each test file then
 * copies one, which takes a fraction of the seconds migrating and seeding take.
 */
async function preparePostgresTemplates(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const prefix = `kizuna_template_${randomBytes(4).toString('hex')}`;
  const templates = { bare: `${prefix}_bare`, seeded: `${prefix}_seeded` };
  await onServer(serverUrl, async (client) => {
    for (const name of Object.values(templates)) await client.query(`create database ${name}`);
  });
  for (const [kind, name] of Object.entries(templates)) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(database.db);
      if (kind === 'seeded') await seedDemoData(database.db);
    } finally {
      await database.close();
    }
  }
  project.provide('postgresTemplates', templates);
  return async () => {
    await onServer(serverUrl, async (client) => {
      for (const name of Object.values(templates))
        await client.query(`drop database if exists ${name} with (force)`);
    });
  };
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
