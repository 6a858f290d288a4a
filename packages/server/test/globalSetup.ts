import { rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seed/seedDemoData.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite snapshot that test files start from; empty on PostgreSQL. */
    seededSnapshot: string;
  }
}

/**
 * Builds the seeded embedded database once per run, so each test file loads a snapshot in a
 * fraction of a second instead of running initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('seededSnapshot', '');
    return async () => undefined;
  }
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
