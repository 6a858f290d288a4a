import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/createDatabase.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { startServer, type RunningServer } from '../src/server.js';
import { createTestDatabase } from './createTestDatabase.js';
import { cookieValue, DEMO_ACCOUNTS, startTestServer, type TestServer } from './startTestServer.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket on the events path, collecting what it pushes and when it closed. */
function open(url: string, cookie: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/browser/events`, {
    headers: { Cookie: cookie },
  });
  const messages: { at: number; message: CallEventsMessage }[] = [];
  socket.on('message', (data) =>
    messages.push({ at: performance.now(), message: JSON.parse(String(data)) as CallEventsMessage }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => {
      const error = new Error(`refused with ${response.statusCode}`) as Error & {
        status?: number;
        retryAfter?: string | undefined;
      };
      error.status = response.statusCode;
      error.retryAfter = response.headers['retry-after'];
      response.resume();
      reject(error);
    });
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, at: performance.now() })),
  );
  return { socket, messages, opened, closed };
}

/** Resolves to the close, or to null when the socket is still open after `ms`. */
function closedWithin(socket: ReturnType<typeof open>, ms: number) {
  return Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** How the handshake was refused; fails when it was let in or not answered within 3 s. */
async function refusal(socket: ReturnType<typeof open>) {
  const answer = await Promise.race([
    socket.opened.then(
      () => 'let in' as const,
      (error: unknown) => error as Error & { status?: number; retryAfter?: string },
    ),
    sleep(3_000).then(() => 'no answer in 3 s' as const),
  ]);
  if (typeof answer !== 'string') return answer;
  socket.socket.terminate();
  throw new Error(`the socket was ${answer}`);
}

/** A session as a browser holds it: cookie and XSRF token, and a request helper. */
async function session(url: string, account: { tenantCode: string; accountId: string; password: string }) {
  const first = await fetch(`${url}/api/browser/auth/xsrf`);
  const preXsrf = cookieValue(first, 'XSRF-TOKEN');
  const login = await fetch(`${url}/api/browser/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': preXsrf, Cookie: `XSRF-TOKEN=${preXsrf}` },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(204);
  const xsrf = cookieValue(login, 'XSRF-TOKEN');
  const cookie = `XSRF-TOKEN=${xsrf}; KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}`;
  const call = (at: string, method: string, pathname: string, body?: unknown) =>
    fetch(`${at}/api/browser${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { cookie, call };
}

/** Holds the sessions table (on PGlite the one connection) until released: every handshake and request waits. */
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

const talkTexts = (socket: ReturnType<typeof open>) =>
  socket.messages.flatMap(({ message }) => (message.type === 'talkMessage' ? [message.message.message] : []));

describe('event sockets: limits and admission', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      eventSocketsPerSession: 3,
      eventSocketsPerUser: 5,
      maxInFlight: 2,
      maxQueued: 2,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads the limits from the environment, 8 per session and 32 per user by default', () => {
    expect(loadConfig({})).toMatchObject({ eventSocketsPerSession: 8, eventSocketsPerUser: 32 });
    expect(
      loadConfig({ KIZUNA_EVENT_SOCKETS_PER_SESSION: '2', KIZUNA_EVENT_SOCKETS_PER_USER: '6' }),
    ).toMatchObject({ eventSocketsPerSession: 2, eventSocketsPerUser: 6 });
  });

  it('refuses a session’s sockets past its limit, and a user’s past theirs, with 429', async () => {
    const first = await session(server.url, DEMO_ACCOUNTS.demoUser);
    const sockets = Array.from({ length: 3 }, () => open(server.url, first.cookie));
    await Promise.all(sockets.map((socket) => socket.opened));
    // All at once, as a script would: none of them may slip past the count. With two requests in
    // flight and two in line, admission control may turn some away first (503); none is let in.
    const burst = Array.from({ length: 20 }, () => open(server.url, first.cookie));
    const statuses = await Promise.all(burst.map(async (socket) => (await refusal(socket)).status));
    expect(statuses.filter((status) => status !== 429 && status !== 503)).toEqual([]);
    expect(statuses).toContain(429);
    expect((await refusal(open(server.url, first.cookie))).status).toBe(429);

    // The same person's other browser has a limit of its own, until the person's is reached.
    const second = await session(server.url, DEMO_ACCOUNTS.demoUser);
    const more = [open(server.url, second.cookie), open(server.url, second.cookie)];
    await Promise.all(more.map((socket) => socket.opened));
    expect((await refusal(open(server.url, second.cookie))).status).toBe(429);

    // Someone else is not held back by it.
    const other = await session(server.url, DEMO_ACCOUNTS.demoAdmin);
    const theirs = open(server.url, other.cookie);
    await theirs.opened;

    // A socket closed frees its place.
    sockets[0]!.socket.close();
    await sockets[0]!.closed;
    await expect
      .poll(async () => {
        const again = open(server.url, second.cookie);
        try {
          await again.opened;
          again.socket.close();
          return 'open';
        } catch (error) {
          return (error as { status?: number }).status;
        }
      })
      .toBe('open');
    for (const socket of [...sockets, ...more, theirs]) socket.socket.close();
  });

  it('lets handshakes through admission control: they take a slot, and past the line get 503', async () => {
    const user = await session(server.url, DEMO_ACCOUNTS.demoUser);
    const admin = await session(server.url, DEMO_ACCOUNTS.demoAdmin);
    const release = await holdDatabase(server.db);
    const pending: Promise<unknown>[] = [];
    try {
      // Two handshakes take both slots (their session lookups wait for the database)...
      const handshakes = [open(server.url, user.cookie), open(server.url, admin.cookie)];
      pending.push(...handshakes.map((socket) => socket.opened.catch(() => undefined)));
      await sleep(200);
      // ...so two requests wait in line...
      for (let i = 0; i < 2; i++) {
        pending.push(user.call(server.url, 'GET', '/principal/user/info'));
        await sleep(50);
      }
      await sleep(200);
      // ...and the next request and the next handshake are turned away at once.
      const started = performance.now();
      const refused = await user.call(server.url, 'GET', '/principal/user/info');
      expect(refused.status).toBe(503);
      const socket = await refusal(open(server.url, admin.cookie));
      expect(socket.status).toBe(503);
      expect(socket.retryAfter).toBe('1');
      expect(performance.now() - started).toBeLessThan(1_000);
      pending.push(...handshakes.map((socket) => socket.closed));
      for (const socket of handshakes)
        socket.opened.then(
          () => socket.socket.close(),
          () => undefined,
        );
    } finally {
      await release();
    }
    await Promise.all(pending);
  });
});

describe('event sockets close when their session ends', () => {
  const PASSWORD = 'Kizuna-Sockets1';
  let server: TestServer;
  let partner: { id: number; account: { tenantCode: string; accountId: string; password: string } };
  let changer: typeof partner;
  beforeAll(async () => {
    // The default heartbeat (25 s): what closes the sockets here must not wait for it.
    server = await startTestServer();
    const people = await server.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select(['users.id', 'users.account_id'])
      .where('tenants.code', '=', 'demo')
      .where('users.is_admin', '=', false)
      .where('users.user_type', '=', 'REGULAR_USER')
      .where('users.enabled', '=', true)
      .where('users.account_id', '!=', 'yamada.taro')
      .orderBy('users.id')
      .limit(2)
      .execute();
    await server.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD), password_change_reason: null })
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    const [first, second] = people.map((p) => ({
      id: p.id,
      account: { tenantCode: 'demo', accountId: p.account_id, password: PASSWORD },
    }));
    if (!first || !second) throw new Error('the demo tenant has fewer than two regular people');
    [partner, changer] = [first, second];
  });
  afterAll(async () => {
    await server?.close();
  });

  async function talkTo(userId: number) {
    const sender = await server.signIn(partner.account);
    const room = await sender.talk.create({ body: { contactIds: [userId] } });
    return (message: string) =>
      sender.talk.sendText({ params: { talkRoomId: room.talkRoomId }, body: { message } });
  }

  it('on sign-out: nothing arrives after the answer and the socket closes at once', async () => {
    const yamada = await session(server.url, DEMO_ACCOUNTS.demoUser);
    const me = (await (await yamada.call(server.url, 'GET', '/principal/user/info')).json()) as {
      userId: number;
    };
    const send = await talkTo(me.userId);
    const socket = open(server.url, yamada.cookie);
    await socket.opened;
    await send('before');
    await expect.poll(() => talkTexts(socket), { timeout: 5000 }).toEqual(['before']);

    const signedOut = await yamada.call(server.url, 'POST', '/auth/logout');
    expect(signedOut.status).toBe(204);
    const answeredAt = performance.now();
    await send('after');
    const closed = await closedWithin(socket, 3_000);
    expect(closed?.code).toBe(4401);
    expect(closed!.at - answeredAt).toBeLessThan(3_000);
    expect(talkTexts(socket)).toEqual(['before']);
    expect(socket.messages.filter(({ at }) => at > answeredAt)).toEqual([]);
  });

  it('on a password change (the other sessions), and on an administrator’s reset', async () => {
    const account = changer.account;
    const password = PASSWORD;
    const here = await session(server.url, account);
    const elsewhere = await session(server.url, account);
    const kept = open(server.url, here.cookie);
    const ended = open(server.url, elsewhere.cookie);
    await Promise.all([kept.opened, ended.opened]);
    const changed = await here.call(server.url, 'POST', '/principal/password/change', {
      currentPassword: password,
      newPassword: 'Kizuna-Sockets2',
      newPasswordConfirm: 'Kizuna-Sockets2',
    });
    expect(changed.status).toBeLessThan(300);
    expect((await closedWithin(ended, 3_000))?.code).toBe(4401);
    expect(await closedWithin(kept, 500)).toBeNull();

    const admin = await server.signIn('demoAdmin');
    await admin.userAdmin.resetPassword({ params: { userId: changer.id } });
    expect((await closedWithin(kept, 3_000))?.code).toBe(4401);
  });

  it('on disabling the person', async () => {
    const yamada = await session(server.url, DEMO_ACCOUNTS.demoUser);
    const me = (await (await yamada.call(server.url, 'GET', '/principal/user/info')).json()) as {
      userId: number;
    };
    const socket = open(server.url, yamada.cookie);
    await socket.opened;
    const admin = await server.signIn('demoAdmin');
    await admin.userAdmin.disable({ params: { userId: me.userId } });
    try {
      expect((await closedWithin(socket, 3_000))?.code).toBe(4401);
    } finally {
      await admin.userAdmin.enable({ params: { userId: me.userId } });
    }
  });

  it('when the session expires, well before the next heartbeat', async () => {
    const yamada = await session(server.url, DEMO_ACCOUNTS.demoUser);
    // Idle long enough that the session has about 1.5 s left, with no request to slide it.
    server.advanceClock(server.config.sessionIdleMinutes * 60_000 - 1_500);
    const socket = open(server.url, yamada.cookie);
    await socket.opened;
    const closed = await closedWithin(socket, 6_000);
    expect(closed?.code).toBe(4401);
  });
});

/**
 * Two nodes on one database (on PGlite two servers in this process, as one data folder allows; on
 * PostgreSQL the same, over its NOTIFY): a sign-out or a disabling through one node closes the
 * sockets on the other.
 */
describe('event sockets close on every node', () => {
  let database: Database;
  const nodes: RunningServer[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    // One installation: both nodes share the key that signs sessions and XSRF tokens.
    const config = {
      ...loadConfig({}),
      port: 0,
      dataDir: null,
      databaseUrl: null,
      aiSummaryWorker: false,
      placesSimulate: 'off' as const,
      secretKey: 'a'.repeat(64),
    };
    for (let i = 0; i < 2; i++) {
      const node = await startServer({
        config,
        database,
        seed: false,
        hostname: '127.0.0.1',
      });
      nodes.push(node);
      urls.push(`http://127.0.0.1:${node.port}`);
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.close();
  });

  it('signing out through node 2 closes the socket on node 1 at once', async () => {
    const yamada = await session(urls[0]!, DEMO_ACCOUNTS.demoUser);
    const onNode1 = open(urls[0]!, yamada.cookie);
    const onNode2 = open(urls[1]!, yamada.cookie);
    await Promise.all([onNode1.opened, onNode2.opened]);
    const signedOut = await yamada.call(urls[1]!, 'POST', '/auth/logout');
    expect(signedOut.status).toBe(204);
    const [first, second] = await Promise.all([closedWithin(onNode1, 3_000), closedWithin(onNode2, 3_000)]);
    expect(first?.code).toBe(4401);
    expect(second?.code).toBe(4401);
  });
});
