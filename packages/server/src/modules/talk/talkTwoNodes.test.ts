import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookieJar, createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database } from '../../db/createDatabase.js';
import { hashPassword } from '../auth/index.js';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const PASSWORD = 'Kizuna-Talk1';
/** The nodes of one Kizuna share their key (sessions and XSRF tokens hold on either). */
const secretKey = randomBytes(32).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A `kizuna start` process on the shared database, ready to serve. */
async function startNode(databaseUrl: string, appDir: string) {
  const port = await freePort();
  const child = spawn(tsx, ['src/cli.ts', 'start'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      KIZUNA_APP_DIR: appDir,
      KIZUNA_SECRET_KEY: secretKey,
      KIZUNA_ACCESS_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 600 || child.exitCode !== null) throw new Error('a node did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child };
}

async function signIn(url: string, accountId: string): Promise<{ client: KizunaClient; cookie: string }> {
  const jar = createCookieJar();
  const client = createKizunaClient({ baseURL: url, cookieJar: jar });
  await client.auth.xsrf();
  await client.auth.login({ body: { tenantCode: 'demo', accountId, password: PASSWORD } });
  return { client, cookie: `KIZUNA_SESSION=${jar.get('KIZUNA_SESSION') ?? ''}` };
}

/**
 * Two server processes on one PostgreSQL: a person connected to node A sees, live, the message
 * sent by a person connected to node B. The embedded PGlite has one node only: skipped there.
 */
describe.skipIf(!process.env.DATABASE_URL)('talk across two server nodes', () => {
  let database: Database & { readonly url?: string };
  let appDir: string;
  const nodes: { url: string; child: ChildProcess }[] = [];
  const accounts: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    appDir = await mkdtemp(path.join(tmpdir(), 'kizuna-two-nodes-'));
    await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Kizuna</title>');
    const people = await database.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select(['users.id', 'users.account_id'])
      .where('tenants.code', '=', 'demo')
      .where('users.is_admin', '=', false)
      .where('users.user_type', '=', 'REGULAR_USER')
      .orderBy('users.id')
      .limit(2)
      .execute();
    accounts.push(...people.map((p) => p.account_id));
    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD), password_change_reason: null })
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    nodes.push(...(await Promise.all([startNode(database.url!, appDir), startNode(database.url!, appDir)])));
  }, 120_000);

  afterAll(async () => {
    for (const { child } of nodes) child.kill('SIGTERM');
    await Promise.all(
      nodes.map(({ child }) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    );
    await database?.close();
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it('pushes a message sent through node B to a socket on node A within a second', async () => {
    const [nodeA, nodeB] = nodes;
    const a = await signIn(nodeA!.url, accounts[0]!);
    const b = await signIn(nodeB!.url, accounts[1]!);
    const me = await b.client.principal.userInfo();
    const room = await a.client.talk.create({ body: { contactIds: [me.userId] } });

    const socket = new WebSocket(`${nodeA!.url.replace('http', 'ws')}/api/browser/events`, {
      headers: { Cookie: a.cookie },
    });
    const received: CallEventsMessage[] = [];
    const waiters: ((message: CallEventsMessage) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as CallEventsMessage;
      if (message.type !== 'talkMessage') return;
      received.push(message);
      for (const waiter of waiters.splice(0)) waiter(message);
    });
    const nextMessage = () =>
      new Promise<{ message: CallEventsMessage; at: number }>((resolve) =>
        waiters.push((message) => resolve({ message, at: Date.now() })),
      );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const params = { talkRoomId: room.talkRoomId };

    // The first call of a fresh process warms it up; the second is the one timed.
    const warm = nextMessage();
    await b.client.talk.sendText({ params, body: { message: 'おはようございます' } });
    await warm;
    const arrived = nextMessage();
    const sentAt = Date.now();
    const sent = await b.client.talk.sendText({ params, body: { message: 'ノードBから送りました' } });
    const { message, at } = await arrived;
    expect(at - sentAt).toBeLessThan(1000);
    expect(message).toMatchObject({
      type: 'talkMessage',
      message: { talkMessageId: sent.talkMessageId, message: 'ノードBから送りました', myMessage: false },
    });
    expect(received).toHaveLength(2);
    socket.close();
  });
});
