import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf } from '../../../test/seededIds.js';
import { purgeActionLog, recordAdminAction } from '../actionLog/index.js';
import { changesOf } from './actionLogSearch.js';

let server: TestServer;
let admin: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

describe('the action log', () => {
  it('records sign-ins that succeed and fail, with the account tried, the address and why', async () => {
    await server.signIn('demoUser');
    const stranger = server.client();
    await stranger.auth.xsrf();
    await stranger.auth
      .login({ body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Wrong-Pass1' } })
      .catch(() => undefined);
    await stranger.auth
      .login({ body: { tenantCode: 'demo', accountId: 'no.such.person', password: 'Wrong-Pass1' } })
      .catch(() => undefined);

    const yamadas = await admin.actionLogAdmin.search({ query: { person: 'yamada.taro' } });
    expect(yamadas.items.slice(0, 2)).toMatchObject([
      {
        action: 'auth.signInFailed',
        actor: { accountId: 'yamada.taro' },
        target: 'account:yamada.taro',
        after: { reason: 'WRONG_PASSWORD' },
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      },
      { action: 'auth.signIn', actor: { accountId: 'yamada.taro', fullName: '山田 太郎' } },
    ]);
    const unknown = await admin.actionLogAdmin.search({
      query: { person: 'no.such', action: 'auth.signInFailed' },
    });
    expect(unknown.items).toMatchObject([
      { actor: null, target: 'account:no.such.person', after: { reason: 'UNKNOWN_ACCOUNT' } },
    ]);
    // By name too, and the filter's `%` is a character, not "anything".
    expect((await admin.actionLogAdmin.search({ query: { person: '山田' } })).totalCount).toBeGreaterThan(0);
    expect((await admin.actionLogAdmin.search({ query: { person: '%' } })).totalCount).toBe(0);
  });

  it('filters by days in Japan time and pages newest first', async () => {
    const tenantId = Number(await tenantIdOf(server.db, 'demo'));
    const at = new Date('2026-03-31T15:30:00Z'); // 2026/04/01 00:30 in Japan
    for (const n of [1, 2, 3]) {
      await recordAdminAction(server.db, {
        tenantId,
        actorUserId: null,
        ip: '192.0.2.1',
        at: new Date(at.getTime() + n * 1000),
        action: 'test.mark',
        target: `mark:${n}`,
        before: null,
        after: { n },
      });
    }
    const april = await admin.actionLogAdmin.search({
      query: { action: 'test.mark', dateFrom: '2026-04-01', dateTo: '2026-04-01', size: 2 },
    });
    expect(april).toMatchObject({ totalCount: 3, hasNext: true });
    expect(april.items.map((item) => item.target)).toEqual(['mark:3', 'mark:2']);
    const march = await admin.actionLogAdmin.search({
      query: { action: 'test.mark', dateFrom: '2026-03-01', dateTo: '2026-03-31' },
    });
    expect(march.totalCount).toBe(0);
    await expect(
      admin.actionLogAdmin.search({ query: { dateFrom: '2026-04-02', dateTo: '2026-04-01' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('exports what a search finds as TSV with Japanese headers', async () => {
    const file = await admin.actionLogAdmin.export({ query: { action: 'test.mark' } });
    expect(file).toMatchObject({ name: 'action_log.tsv', type: expect.stringContaining('utf-8') });
    const text = Buffer.from(await file.arrayBuffer())
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toBe('日時\tアカウントID\t氏名\tIPアドレス\t操作\t対象\t変更内容');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('2026/04/01 00:30:03\t\t\t192.0.2.1\ttest.mark\tmark:3\tn:  → 3');
  });

  it('purges entries older than 400 days only; the table refuses any other change', async () => {
    const tenantId = Number(await tenantIdOf(server.db, 'demo'));
    const entry = (daysAgo: number) =>
      recordAdminAction(server.db, {
        tenantId,
        actorUserId: null,
        ip: '',
        at: new Date(Date.now() - daysAgo * DAY),
        action: 'test.old',
        target: `old:${daysAgo}`,
        before: null,
        after: null,
      });
    await entry(401);
    await entry(399);
    expect(await purgeActionLog(server.db)).toBe(1);
    const left = await server.db
      .selectFrom('admin_action_log')
      .select('target')
      .where('action', '=', 'test.old')
      .execute();
    expect(left).toEqual([{ target: 'old:399' }]);
    await expect(
      server.db.deleteFrom('admin_action_log').where('action', '=', 'test.old').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.db.updateTable('admin_action_log').set({ ip: 'x' }).where('action', '=', 'test.old').execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('changesOf', () => {
  it('lists the fields that differ, in the order of the row after', () => {
    expect(changesOf({ a: 1, b: [1], c: 'x' }, { c: 'y', b: [1], a: 2 })).toEqual([
      { field: 'c', before: 'x', after: 'y' },
      { field: 'a', before: 1, after: 2 },
    ]);
    expect(changesOf(null, { n: 1 })).toEqual([{ field: 'n', before: null, after: 1 }]);
    expect(changesOf({ n: 1 }, null)).toEqual([{ field: 'n', before: 1, after: null }]);
  });
});
