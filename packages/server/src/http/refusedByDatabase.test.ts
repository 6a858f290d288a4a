import { ErrorBodySchema } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/createDatabase.js';
import { captureConsole } from './hostileInputCases.js';

/**
 * The answer when a request value gets past the schemas and PostgreSQL refuses it: a route that
 * sends such a value straight to the database stands in for a schema that forgot a rule.
 */
let database: Database;
let app: ReturnType<typeof createApp>;

const QUERIES = {
  nul: () => sql`select ${'a\u0000b'}::text`,
  loneSurrogateInJsonb: () => sql`select ${JSON.stringify({ custom: '\uD800' })}::jsonb`,
  overBigint: () => sql`select ${(2n ** 63n).toString()}::bigint`,
  overInt4: () => sql`select ${String(2 ** 31)}::int`,
  notANumber: () => sql`select ${'12a'}::bigint`,
  // A fault of the server, not of the request: it stays a 500.
  divisionByZero: () => sql`select 1 / (select 0)`,
} as const;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, config: { ...loadConfig({}), dataDir: null, databaseUrl: null } });
  for (const [name, query] of Object.entries(QUERIES)) {
    app.get(`/probe/${name}`, async (c) => {
      await query().execute(database.db);
      return c.json({});
    });
  }
});
afterAll(async () => {
  await database?.close();
});

async function probe(name: keyof typeof QUERIES) {
  const logged = captureConsole();
  try {
    const response = await app.request(`/probe/${name}`);
    return { status: response.status, body: v.parse(ErrorBodySchema, await response.json()), logged };
  } finally {
    logged.restore();
  }
}

describe('a request value PostgreSQL refuses', () => {
  it.each([
    ['a NUL in text (22021)', 'nul'],
    ['a lone surrogate in jsonb (22P05)', 'loneSurrogateInJsonb'],
    ['an id of 2^63 (22003)', 'overBigint'],
    ['an int4 of 2^31 (22003)', 'overInt4'],
    ['a number that is not one (22P02)', 'notANumber'],
  ] as const)('answers 400 to %s and logs one line without a stack', async (_, name) => {
    const { status, body, logged } = await probe(name);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(logged.lines).toHaveLength(1);
    expect(JSON.parse(logged.lines[0]!)).toMatchObject({
      level: 'warn',
      event: 'refusedByDatabase',
      method: 'GET',
      status: 400,
      message: expect.stringMatching(/SQLSTATE \w{5}/),
    });
    expect(logged.stacks()).toEqual([]);
  });

  it('still answers 500, with the stack logged, to a fault of the server', async () => {
    const { status, body, logged } = await probe('divisionByZero');
    expect(status).toBe(500);
    expect(body.code).toBe('INTERNAL');
    expect(logged.stacks()).toHaveLength(1);
  });
});
