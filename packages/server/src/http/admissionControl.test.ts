import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

// Two requests served at once and two in line: small enough to fill from a test.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxInFlight: 2, maxQueued: 2 });
});
afterAll(async () => {
  await server?.close();
});

const USER_INFO = '/api/browser/principal/user/info';

/** Holds the sessions table (and on PGlite the one connection) until `release`: every signed-in request waits. */
async function holdDatabase(db: TestServer['db']) {
  let release!: () => void;
  let locked!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = db.transaction().execute(async (trx) => {
    await sql`lock table sessions in access exclusive mode`.execute(trx);
    locked();
    await gate;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

async function timed(request: Promise<Response>) {
  const started = performance.now();
  const response = await request;
  return { response, ms: performance.now() - started };
}

describe('admission control', () => {
  it('turns requests beyond the line away at once with 503 and Retry-After, and health still answers', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    const release = await holdDatabase(server.db);
    let waiting: Promise<Response>[] = [];
    try {
      // Two are served (and wait for the database), two wait in line.
      for (let i = 0; i < 4; i++) {
        waiting.push(get(USER_INFO));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));

      const refused = await timed(get(USER_INFO));
      expect(refused.response.status).toBe(503);
      expect(refused.response.headers.get('retry-after')).toBe('1');
      expect(refused.response.headers.get('x-error-code')).toBe('SERVER_BUSY');
      expect(await refused.response.json()).toMatchObject({ code: 'SERVER_BUSY' });
      expect(refused.ms).toBeLessThan(1_000);

      const alive = await timed(fetch(`${server.url}/healthz`));
      expect(alive.response.status).toBe(200);
      expect(await alive.response.json()).toEqual({ status: 'ok' });
      expect(alive.ms).toBeLessThan(1_000);
      // Readiness answers from its last probe of the database instead of waiting in line.
      const ready = await timed(fetch(`${server.url}/readyz`));
      expect(ready.response.status).toBe(200);
      expect(ready.ms).toBeLessThan(1_000);
    } finally {
      await release();
    }
    const served = await Promise.all(waiting);
    waiting = [];
    expect(served.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  });

  it('lets the client wait the Retry-After and succeed on its retry', async () => {
    const client = await server.signIn('demoUser');
    const { cookie } = await server.rawSession('demoUser');
    const release = await holdDatabase(server.db);
    const waiting: Promise<Response>[] = [];
    let call: Promise<unknown> | undefined;
    const started = performance.now();
    try {
      for (let i = 0; i < 4; i++) {
        waiting.push(fetch(`${server.url}${USER_INFO}`, { headers: { Cookie: cookie } }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Turned away now; the line is free again long before the second of Retry-After has passed.
      call = client.principal.userInfo();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await release();
    }
    await expect(call).resolves.toMatchObject({ accountId: 'yamada.taro' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    await Promise.all(waiting);
  });
});

describe('health endpoints', () => {
  it('answers /healthz without the database, and /readyz 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = createApp({ db: database.db, config: { ...loadConfig({}), dataDir: null } });
    expect((await app.request('/readyz')).status).toBe(200);
    await database.close();
    // A fresh app: its readiness has no recent probe to answer from.
    const orphaned = createApp({ db: database.db, config: { ...loadConfig({}), dataDir: null } });
    const alive = await orphaned.request('/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await orphaned.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });
});
