import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { cookieValue, DEMO_ACCOUNTS, type AccountName } from '../../test/startTestServer.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/createDatabase.js';
import { createSession } from '../modules/auth/index.js';
import { ringFromOutside } from '../modules/calls/index.js';
import { startServer, type RunningServer } from '../server.js';
import { selectTenantRows } from '../db/tenantRows.js';
import { tenantIdOf } from '../../test/seededIds.js';
import { turnOnTenantFeatures } from '../../test/turnOnTenantFeatures.js';

let database: Database;
let server: RunningServer;
let base: string;
let appDir: string;
let demoTenantId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  appDir = await mkdtemp(path.join(tmpdir(), 'kizuna-events-'));
  server = await startServer({
    config: {
      ...loadConfig({}),
      port: 0,
      dataDir: null,
      databaseUrl: null,
      appDir,
      embedOrigins: ['https://portal.example.com'],
    },
    database,
    hostname: '127.0.0.1',
    eventsHeartbeatMs: 1000,
  });
  base = `127.0.0.1:${server.port}`;
  demoTenantId = await tenantIdOf(database.db, 'demo');
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  await rm(appDir, { recursive: true, force: true });
});

async function signIn(account: AccountName) {
  const first = await fetch(`http://${base}/api/browser/auth/xsrf`);
  const xsrf = cookieValue(first, 'XSRF-TOKEN');
  const login = await fetch(`http://${base}/api/browser/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify(DEMO_ACCOUNTS[account]),
  });
  expect(login.status).toBe(204);
  const sessionXsrf = cookieValue(login, 'XSRF-TOKEN');
  const cookie = `XSRF-TOKEN=${sessionXsrf}; KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}`;
  const call = (method: string, pathname: string, body?: unknown) =>
    fetch(`http://${base}/api/browser${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': sessionXsrf, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { cookie, call };
}

/** A WebSocket of a browser of `origin`, collecting what the server pushes. */
function connect(cookie: string | null, origin: string | null = `http://${base}`) {
  const messages: CallEventsMessage[] = [];
  const waiters: Array<() => void> = [];
  const socket = new WebSocket(`ws://${base}/api/browser/events`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) },
  });
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as CallEventsMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  async function next(
    predicate: (message: CallEventsMessage) => boolean,
    timeoutMs = 10_000,
  ): Promise<CallEventsMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no such message arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { socket, messages, opened, closed, next };
}

const lineStatus = (message: CallEventsMessage) => (message.type === 'lineStatus' ? message : null);

describe('the events WebSocket', () => {
  it('pushes A’s call to B with A named, and both lines as they change', async () => {
    const a = await signIn('demoAdmin');
    const b = await signIn('demoUser');
    const socketA = connect(a.cookie);
    const socketB = connect(b.cookie);
    await Promise.all([socketA.opened, socketB.opened]);
    const firstB = lineStatus(await socketB.next((m) => m.type === 'lineStatus'));
    expect(firstB).toMatchObject({ event: null, status: { self: { extensionNum: '1001', status: 'IDLE' } } });

    const placed = await a.call('POST', '/pbx/cucmApi/directCall', { destination: '1001' });
    expect(placed.status).toBe(200);
    const { callId } = (await placed.json()) as { callId: number };

    const ringing = lineStatus(
      await socketB.next((m) => m.type === 'lineStatus' && m.event?.kind === 'RINGING'),
    );
    expect(ringing?.event).toEqual({ kind: 'RINGING', callId });
    expect(ringing?.status.self.status).toBe('RINGING');
    expect(ringing?.status.incomingCallContact).toMatchObject({
      fromNum: '1000',
      contactType: 'INTERNAL',
      fullname: '管理 花子',
    });
    await socketA.next((m) => m.type === 'lineStatus' && m.event?.kind === 'RINGING');

    expect((await b.call('GET', '/pbx/cucmApi/answerCall')).status).toBe(204);
    const talkingA = lineStatus(
      await socketA.next((m) => m.type === 'lineStatus' && m.event?.kind === 'ANSWERED'),
    );
    expect(talkingA?.status.self.status).toBe('TALKING');
    expect(talkingA?.status.self.buttons).toMatchObject({ hold: true, end: true, answer: false });

    expect((await a.call('GET', '/pbx/cucmApi/endCall')).status).toBe(204);
    const endedB = lineStatus(
      await socketB.next((m) => m.type === 'lineStatus' && m.event?.kind === 'ENDED'),
    );
    expect(endedB?.status.self.status).toBe('IDLE');
    socketA.socket.close();
    socketB.socket.close();
  });

  it('does not tell a third person of the tenant about a call that is not theirs', async () => {
    const a = await signIn('demoAdmin');
    const b = await signIn('demoUser');
    const other = await selectTenantRows(database.db, 'users', demoTenantId)
      .select('id')
      .where('extension_num', 'is not', null)
      .where('extension_num', 'not in', ['1000', '1001'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(database.db, demoTenantId, other.id, new Date());
    const bystander = connect(`KIZUNA_SESSION=${token}`);
    const socketB = connect(b.cookie);
    await Promise.all([bystander.opened, socketB.opened]);
    await bystander.next((m) => m.type === 'lineStatus');

    await a.call('POST', '/pbx/cucmApi/directCall', { destination: '1001' });
    await socketB.next((m) => m.type === 'lineStatus' && m.event?.kind === 'RINGING');
    await b.call('GET', '/pbx/cucmApi/endCall');
    await socketB.next((m) => m.type === 'lineStatus' && m.event?.kind === 'ENDED');

    expect(bystander.messages.filter((m) => m.type === 'lineStatus' && m.event !== null)).toEqual([]);
    bystander.socket.close();
    socketB.socket.close();
  });

  it('delivers an outside call rung by the operator (another connection, NOTIFY only)', async () => {
    const b = await signIn('demoUser');
    const socketB = connect(b.cookie);
    await socketB.opened;
    const { callId } = await ringFromOutside(database.db, {
      tenant: 'demo',
      to: '1001',
      from: '03-5555-1000',
    });
    const ringing = lineStatus(
      await socketB.next((m) => m.type === 'lineStatus' && m.event?.callId === callId),
    );
    expect(ringing?.status.incomingCallContact).toMatchObject({
      fromNum: '0355551000',
      contactType: 'INTERNAL',
      fullname: '管理 花子',
    });
    await b.call('GET', '/pbx/cucmApi/endCall');
    socketB.socket.close();
  });

  it('refuses a socket without a session, from a foreign page, and of a tenant without a phone system', async () => {
    await expect(connect(null).opened).rejects.toThrow('refused with 401');
    await expect(connect('KIZUNA_SESSION=forged').opened).rejects.toThrow('refused with 401');
    const b = await signIn('demoUser');
    await expect(connect(b.cookie, 'https://evil.example.net').opened).rejects.toThrow('refused with 403');
    await expect(connect(b.cookie, 'https://portal.example.com').opened).resolves.toBeUndefined();
    const trial = await signIn('trialAdmin');
    await expect(connect(trial.cookie).opened).rejects.toThrow('refused with 403');
  });

  it('closes the socket once the session ends (sign-out), and heartbeats while it lives', async () => {
    const b = await signIn('demoUser');
    const socketB = connect(b.cookie);
    await socketB.opened;
    await socketB.next((m) => m.type === 'heartbeat');
    expect((await b.call('POST', '/auth/logout')).status).toBe(204);
    await expect(socketB.closed).resolves.toBe(4401);
  });

  it('tells everyone of the tenant, and no one else, which notice an administrator changed', async () => {
    const yamada = await signIn('demoUser');
    const logistics = await signIn('logisticsAdmin');
    const socket = connect(yamada.cookie);
    const other = connect(logistics.cookie);
    await Promise.all([socket.opened, other.opened.catch(() => undefined)]);
    const admin = await signIn('demoAdmin');
    const saved = await admin.call('POST', '/admin/information', {
      title: '全社集会',
      memo: '金曜 17:00 から',
      important: 2,
      startDatetime: new Date().toISOString(),
      indefinitePeriod: true,
      mustRead: true,
    });
    expect(saved.status).toBe(200);
    const { informationId } = (await saved.json()) as { informationId: number };
    expect(await socket.next((m) => m.type === 'noticesChanged')).toEqual({
      type: 'noticesChanged',
      informationIds: [informationId],
    });
    const removed = await admin.call('POST', `/admin/information/delete?informationId=${informationId}`);
    expect(removed.status).toBe(200);
    const changes = () => socket.messages.filter((m) => m.type === 'noticesChanged');
    await socket.next(() => changes().length === 2);
    expect(changes()[1]).toEqual({ type: 'noticesChanged', informationIds: [informationId] });
    expect(other.messages.some((m) => m.type === 'noticesChanged')).toBe(false);
    socket.socket.close();
    other.socket.close();
  });

  it('tells the tenant when a safety check starts and closes, so the check shows among the notices', async () => {
    await turnOnTenantFeatures(database.db, 'demo', ['ANPI']);
    const yamada = await signIn('demoUser');
    const socket = connect(yamada.cookie);
    await socket.opened;
    const admin = await signIn('demoAdmin');
    const started = await admin.call('POST', '/admin/anpi/checks', {
      kind: 'DRILL',
      title: '通知の訓練',
      wholeCompany: true,
    });
    expect(started.status).toBe(200);
    const { checkId } = (await started.json()) as { checkId: number };
    expect(await socket.next((m) => m.type === 'noticesChanged')).toEqual({
      type: 'noticesChanged',
      informationIds: [],
    });
    const changes = () => socket.messages.filter((m) => m.type === 'noticesChanged');
    expect((await admin.call('POST', `/admin/anpi/checks/${checkId}/close`)).status).toBe(200);
    await socket.next(() => changes().length === 2);
    socket.socket.close();
  });
});
