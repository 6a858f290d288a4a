import type { AnpiEventsMessage, CallEventsMessage } from '@kizuna/api-client/contract';
import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { cookieValue, startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { selectTenantRows } from '../../db/tenantRows.js';

const PASSWORD = 'Kizuna-Anpi1';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let yamadaId: number;
let salesOneId: number;
let salesTwoId: number;
const people: Record<string, { id: number; client: KizunaClient }> = {};

async function divisionIdOf(name: string): Promise<number> {
  return (
    await selectTenantRows(server.db, 'divisions', demoId)
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

/** A person of one division who signs in with PASSWORD. */
async function addPerson(accountId: string, fullname: string, kana: string, divisionId: number) {
  const { userId } = await admin.userAdmin.save({
    body: {
      accountId,
      fullname,
      fullnameKana: kana,
      fullnameAlphabet: '',
      userType: 'REGULAR_USER',
      divisions: [{ divisionId, main: true }],
      position: '',
      extensionNum: '',
      phoneNum: '',
      mobileNum: '090-1111-2222',
      email: `${accountId}@demo.example.co.jp`,
      email2: '',
      employeeNum: '',
      roles: [],
      virtualRoles: [],
      enabled: true,
      initialPassword: PASSWORD,
    },
  });
  // As if the person had already chosen their own password at first sign-in.
  await server.db
    .updateTable('users')
    .set({ password_change_reason: null })
    .where('id', '=', userId)
    .execute();
  const client = await server.signIn({ tenantCode: 'demo', accountId, password: PASSWORD });
  people[accountId] = { id: userId, client };
  return userId;
}

/** The events socket of a signed-in browser, collecting what the server pushes. */
async function eventsOf(account: Parameters<TestServer['rawSession']>[0] | { cookie: string }) {
  const { cookie } = typeof account === 'object' ? account : await server.rawSession(account);
  const url = new URL(server.url);
  const messages: CallEventsMessage[] = [];
  const socket = new WebSocket(`ws://${url.host}/api/browser/events`, {
    headers: { Cookie: cookie, Origin: url.origin },
  });
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as CallEventsMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const answered = () =>
    messages.filter((message): message is AnpiEventsMessage => message.type === 'anpiAnswered');
  async function next(checkId: number, userId: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      if (answered().some((m) => m.checkId === checkId && m.userIds.includes(userId))) {
        return Date.now() - started;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no anpiAnswered message arrived');
  }
  return { socket, answered, next };
}

let checkId: number;

beforeAll(async () => {
  server = await startTestServer();
  await turnOnTenantFeatures(server.db, 'demo', ['ANPI']);
  demoId = await tenantIdOf(server.db, 'demo');
  yamadaId = await userIdOf(server.db, demoId, 'yamada.taro');
  salesOneId = await divisionIdOf('営業一課');
  salesTwoId = await divisionIdOf('営業二課');
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  await addPerson('anpi.a', '安否 重傷', 'アンピ ジュウショウ', salesOneId);
  await addPerson('anpi.b', '安否 軽傷', 'アンピ ケイショウ', salesOneId);
  await addPerson('anpi.c', '安否 無事', 'アンピ ブジ', salesTwoId);
  await addPerson('anpi.d', '安否 未回答', 'アンピ ミカイトウ', salesTwoId);
  const check = await admin.anpiAdmin.startCheck({
    body: {
      kind: 'DRILL',
      title: '結果一覧の訓練',
      wholeCompany: false,
      divisionIds: [salesOneId, salesTwoId],
    },
  });
  checkId = check.checkId;
  const answer = (
    account: string,
    safety: 'SAFE' | 'MINOR_INJURY' | 'SERIOUS_INJURY',
    canWork: boolean,
    comment = '',
  ) => people[account]!.client.anpi.answer({ params: { checkId }, body: { safety, canWork, comment } });
  await answer('anpi.c', 'SAFE', true, '自宅にいます');
  server.advanceClock(60_000);
  await answer('anpi.b', 'MINOR_INJURY', true, '足をひねりました');
  server.advanceClock(60_000);
  await answer('anpi.a', 'SERIOUS_INJURY', false, '病院にいます');
});
afterAll(async () => {
  await server?.close();
});

const ids = (page: { items: readonly { userId: number }[] }) => page.items.map((person) => person.userId);

describe('the people of a check with their answers', () => {
  it('lists who answered with their state, comment and time, the injured first, then who has not answered', async () => {
    const list = await admin.anpi.people({ params: { checkId }, query: {} });
    const targets = (await admin.anpi.results({ params: { checkId } })).totals.targets;
    expect(list.totalCount).toBe(targets);
    const [first, second, third] = list.items;
    expect(first).toMatchObject({
      userId: people['anpi.a']!.id,
      fullname: '安否 重傷',
      fullnameKana: 'アンピ ジュウショウ',
      divisionId: salesOneId,
      divisionName: '営業一課',
      answer: { safety: 'SERIOUS_INJURY', canWork: false, comment: '病院にいます', enteredBy: null },
    });
    expect(first!.answer!.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(second).toMatchObject({ userId: people['anpi.b']!.id, answer: { safety: 'MINOR_INJURY' } });
    // Not answered come before the safe, who come last.
    expect(third!.answer).toBeNull();
    expect(list.items.at(-1)).toMatchObject({ userId: people['anpi.c']!.id, answer: { safety: 'SAFE' } });
    expect(ids(list)).toContain(yamadaId);
  });

  it('filters by state, coming to work and division, and sorts by name or answer time', async () => {
    const query = (q: Parameters<KizunaClient['anpi']['people']>[0]['query']) =>
      admin.anpi.people({ params: { checkId }, query: q });
    expect(ids(await query({ state: 'INJURED' }))).toEqual([people['anpi.a']!.id, people['anpi.b']!.id]);
    expect(ids(await query({ state: 'SAFE' }))).toEqual([people['anpi.c']!.id]);
    expect(ids(await query({ state: 'ANSWERED', canWork: 'NO' }))).toEqual([people['anpi.a']!.id]);
    const waiting = await query({ state: 'UNANSWERED', divisionId: salesTwoId });
    expect(ids(waiting)).toContain(people['anpi.d']!.id);
    expect(waiting.items.every((p) => p.answer === null && p.divisionId === salesTwoId)).toBe(true);
    expect(ids(await query({ state: 'ANSWERED', sort: 'answeredAt', order: 'desc' }))).toEqual([
      people['anpi.a']!.id,
      people['anpi.b']!.id,
      people['anpi.c']!.id,
    ]);
    const byName = await query({ state: 'ANSWERED', sort: 'name' });
    expect(byName.items.map((p) => p.fullnameKana)).toEqual([
      'アンピ ケイショウ',
      'アンピ ジュウショウ',
      'アンピ ブジ',
    ]);
    const paged = await query({ size: 2, page: 2 });
    expect(paged).toMatchObject({ page: 2, size: 2, offset: 2, hasPrevious: true });
    expect(paged.items).toHaveLength(2);
  });

  it('refuses a filter outside the choices with field errors', async () => {
    const response = await fetch(
      `${server.url}/api/browser/anpi/checks/${checkId}/people?state=HURT&sort=x`,
      {
        headers: { Cookie: (await server.rawSession('demoAdmin')).cookie },
      },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: { path: string }[] };
    expect(body.fieldErrors.map((error) => error.path).sort()).toEqual(['query.sort', 'query.state']);
  });

  it('lets an administrator correct an answer, recorded as entered by them', async () => {
    await admin.anpi.answerFor({
      params: { checkId },
      body: { userId: people['anpi.b']!.id, safety: 'SAFE', canWork: true, comment: '手当て済み' },
    });
    const list = await admin.anpi.people({ params: { checkId }, query: { state: 'ANSWERED', sort: 'name' } });
    expect(list.items.find((p) => p.userId === people['anpi.b']!.id)?.answer).toMatchObject({
      safety: 'SAFE',
      comment: '手当て済み',
      enteredBy: { fullname: expect.any(String) },
    });
    expect(ids(await admin.anpi.people({ params: { checkId }, query: { state: 'INJURED' } }))).toEqual([
      people['anpi.a']!.id,
    ]);
  });

  it('exports exactly what the list shows with the same filters and sort', async () => {
    const filter = { state: 'ANSWERED', sort: 'answeredAt', order: 'desc' } as const;
    const list = await admin.anpi.people({ params: { checkId }, query: filter });
    const file = await admin.anpi.exportResults({ params: { checkId }, query: filter });
    const text = new TextDecoder().decode(Buffer.from(await file.arrayBuffer())).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('アカウントID\t氏名\t所属\t安否\t出社\tコメント\t回答日時\t代理入力者');
    expect(lines.slice(1).map((line) => line.split('\t')[1])).toEqual(list.items.map((p) => p.fullname));
    expect(lines[1]).toMatch(
      /^anpi\.b\t安否 軽傷\t営業一課\t無事\t可\t手当て済み\t\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}\t.+$/,
    );
    const division = await admin.anpi.exportResults({
      params: { checkId },
      query: { state: 'UNANSWERED', divisionId: salesTwoId },
    });
    const rows = new TextDecoder()
      .decode(Buffer.from(await division.arrayBuffer()))
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.split('\t')[2] === '営業二課' && row.split('\t')[3] === '未回答')).toBe(
      true,
    );
  });

  it('is refused to someone who only sees their own answer; a manager sees their divisions', async () => {
    expect(await refusal(yamada.anpi.people({ params: { checkId }, query: {} }))).toEqual({
      status: 403,
      code: 'ANPI_NO_PERMISSION',
    });
    const managerId = await addPerson('anpi.kacho2', '安否 課長二', 'アンピ カチョウニ', salesTwoId);
    await server.db.updateTable('users').set({ level: 3 }).where('id', '=', managerId).execute();
    const manager = await server.signIn({ tenantCode: 'demo', accountId: 'anpi.kacho2', password: PASSWORD });
    const seen = await manager.anpi.people({ params: { checkId }, query: {} });
    expect(seen.items.every((p) => p.divisionId === salesTwoId)).toBe(true);
    expect(ids(seen)).toContain(people['anpi.c']!.id);
    // A division outside their reach gives nobody, not everyone.
    expect(
      (await manager.anpi.people({ params: { checkId }, query: { divisionId: salesOneId } })).totalCount,
    ).toBe(0);
  });
});

/** The session cookie of a browser signed in as the person. */
async function cookieOf(accountId: string): Promise<string> {
  const first = await fetch(`${server.url}/api/browser/auth/xsrf`);
  const xsrf = cookieValue(first, 'XSRF-TOKEN');
  const login = await fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ tenantCode: 'demo', accountId, password: PASSWORD }),
  });
  expect(login.status).toBe(204);
  return `KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}`;
}

describe('live results', () => {
  it('tells a follower’s open results at once when someone answers; a manager only of their people', async () => {
    const adminEvents = await eventsOf('demoAdmin');
    // The manager of 営業二課 (from the test above) follows its people only.
    const managerEvents = await eventsOf({ cookie: await cookieOf('anpi.kacho2') });
    await yamada.anpi.answer({ params: { checkId }, body: { safety: 'MINOR_INJURY', canWork: true } });
    const lag = await adminEvents.next(checkId, yamadaId);
    expect(lag).toBeLessThan(2000);
    expect(adminEvents.answered()).toEqual([{ type: 'anpiAnswered', checkId, userIds: [yamadaId] }]);

    // An answer entered for someone of 営業二課 reaches both; 営業一課's reached the manager not.
    await admin.anpi.answerFor({
      params: { checkId },
      body: { userId: people['anpi.d']!.id, safety: 'SAFE', canWork: false },
    });
    await managerEvents.next(checkId, people['anpi.d']!.id);
    await adminEvents.next(checkId, people['anpi.d']!.id);
    expect(managerEvents.answered().flatMap((m) => m.userIds)).toEqual([people['anpi.d']!.id]);
    adminEvents.socket.close();
    managerEvents.socket.close();
  });
});
