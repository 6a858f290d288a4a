import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

/** Where the CLI keeps its data: a database of the test's PostgreSQL, or a PGlite folder. */
let env: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    // Kept until the end: closing a test database drops it.
    const database = await createTestDatabase();
    env = { DATABASE_URL: database.url! };
    cleanUp = () => database.close();
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kizuna-cli-'));
    env = { KIZUNA_DATA_DIR: dataDir };
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await cleanUp?.();
});

function withoutDatabaseUrl(from: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = from;
  return rest;
}

/** `kizuna …` as an operator runs it: its exit code and what it printed. */
function kizuna(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['src/cli.ts', ...args],
      { cwd: serverDir, env: { ...withoutDatabaseUrl(process.env), ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('kizuna tenant (the CLI)', () => {
  it('creates a trial tenant with the default features, refuses bad changes with exit code 1 and changes nothing', async () => {
    const created = await kizuna('tenant', 'create', '--code', 'acme', '--name', 'Acme', '--licences', '3');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /on a 30-day TRIAL until \S+ with 3 licences; features: TALK, THANKS, ANPI/,
    );

    const unknown = await kizuna(
      'tenant',
      'features',
      '--tenant',
      'acme',
      '--on',
      'talk,telepathy',
      '--off',
      'anpi',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: unknown feature: telepathy/);

    const undeletable = await kizuna('tenant', 'delete', '--tenant', 'acme');
    expect(undeletable.code).toBe(1);
    expect(undeletable.stderr).toMatch(/must be suspended first/);

    const shown = await kizuna('tenant', 'show', '--tenant', 'acme');
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/plan: +TRIAL until \d{4}-\d{2}-\d{2}T/);
    expect(shown.stdout).toMatch(/licences: +1 used of 3/);
    // The refused command turned nothing off.
    expect(shown.stdout).toMatch(/features: +.*\bANPI\b/);
    expect(shown.stdout).toMatch(/features: +.*\bTALK\b/);
  }, 480_000);
});
