import type { KizunaClient } from '@kizuna/api-client';
import type { SaveNoticeBody } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

function draft(overrides: Partial<SaveNoticeBody> = {}): SaveNoticeBody {
  const now = Date.now();
  return {
    title: '防災訓練のお知らせ',
    memo: '来週水曜 10:00 から全館で実施します。',
    important: 1,
    startDatetime: new Date(now - DAY).toISOString(),
    endDatetime: new Date(now + 7 * DAY).toISOString(),
    indefinitePeriod: false,
    enabled: true,
    mustRead: false,
    ...overrides,
  };
}

async function actionLog() {
  return server.db
    .selectFrom('admin_action_log')
    .select(['action', 'target', 'before', 'after', 'actor_user_id'])
    .orderBy('id')
    .execute();
}

describe('notice administration', () => {
  it('creates, changes and deletes a notice, and people see it only within its period', async () => {
    const created = await admin.informationAdmin.save({ body: draft({ title: '  防災訓練  ' }) });
    expect(created).toMatchObject({ title: '防災訓練', enabled: true, readCount: 0, mustRead: false });
    const seen = async () =>
      (await yamada.information.list()).items.find((n) => n.informationId === created.informationId);
    expect(await seen()).toMatchObject({ title: '防災訓練', read: false });

    const later = new Date(Date.now() + 3 * DAY).toISOString();
    await admin.informationAdmin.save({
      body: draft({ informationId: created.informationId, title: '防災訓練（延期）', startDatetime: later }),
    });
    expect(await seen()).toBeUndefined();
    const listed = (await admin.informationAdmin.list()).items;
    expect(listed.find((n) => n.informationId === created.informationId)).toMatchObject({
      title: '防災訓練（延期）',
      startDatetime: later,
    });

    await admin.informationAdmin.save({
      body: draft({ informationId: created.informationId, indefinitePeriod: true, endDatetime: null }),
    });
    expect(await seen()).toMatchObject({ indefinitePeriod: true, endDatetime: null });
    await admin.informationAdmin.save({
      body: draft({ informationId: created.informationId, enabled: false }),
    });
    expect(await seen()).toBeUndefined();

    expect(await admin.informationAdmin.remove({ query: { informationId: created.informationId } })).toEqual({
      count: 1,
    });
    expect(
      (await admin.informationAdmin.list()).items.some((n) => n.informationId === created.informationId),
    ).toBe(false);
    const log = (await actionLog()).filter((row) => row.target === `information:${created.informationId}`);
    expect(log.map((row) => row.action)).toEqual([
      'information.create',
      'information.update',
      'information.update',
      'information.update',
      'information.delete',
    ]);
    expect(log[0]).toMatchObject({ before: null, after: { title: '防災訓練' } });
    expect(log[1]).toMatchObject({ before: { title: '防災訓練' }, after: { title: '防災訓練（延期）' } });
    expect(log[4]).toMatchObject({ after: null });
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = (await admin.informationAdmin.list()).items.length;
    const start = new Date(Date.now() + 2 * DAY).toISOString();
    const end = new Date(Date.now() + DAY).toISOString();
    expect(
      await fieldRefusal(
        admin.informationAdmin.save({ body: draft({ startDatetime: start, endDatetime: end }) }),
      ),
    ).toEqual({
      status: 400,
      fields: ['body.endDatetime:dateOrder'],
    });
    expect(
      await fieldRefusal(admin.informationAdmin.save({ body: draft({ title: '   ', memo: '' }) })),
    ).toEqual({
      status: 400,
      fields: ['body.title:required', 'body.memo:required'],
    });
    expect(await fieldRefusal(admin.informationAdmin.save({ body: draft({ endDatetime: null }) }))).toEqual({
      status: 400,
      fields: ['body.endDatetime:required'],
    });
    expect(
      await fieldRefusal(
        admin.informationAdmin.save({ body: draft({ title: '𠮷'.repeat(101), memo: 'あ'.repeat(2001) }) }),
      ),
    ).toEqual({ status: 400, fields: ['body.title:length', 'body.memo:length'] });
    expect(
      await fieldRefusal(admin.informationAdmin.save({ body: draft({ important: 3 as unknown as 2 }) })),
    ).toMatchObject({ status: 400, fields: [expect.stringMatching(/^body\.important:/)] });
    // 100 code points of a four-byte character are within the limit.
    const long = await admin.informationAdmin.save({ body: draft({ title: '𠮷'.repeat(100) }) });
    await admin.informationAdmin.remove({ query: { informationId: long.informationId } });
    expect((await admin.informationAdmin.list()).items.length).toBe(before);
  });

  it("answers 404 for another tenant's notice, as for none, and changes nothing there", async () => {
    const trial = await server.signIn('trialAdmin');
    const theirs = (await trial.informationAdmin.list()).items[0]!;
    const id = theirs.informationId;
    for (const call of [
      () => admin.informationAdmin.save({ body: draft({ informationId: id }) }),
      () => admin.informationAdmin.remove({ query: { informationId: id } }),
      () => admin.informationAdmin.reads({ params: { informationId: id } }),
      () => admin.informationAdmin.exportReads({ params: { informationId: id } }),
    ]) {
      expect(await refusal(call())).toEqual({ status: 404, code: 'NOTICE_NOT_FOUND' });
    }
    expect((await trial.informationAdmin.list()).items[0]).toEqual(theirs);
  });

  it('refuses every notice call to a plain user with 403', async () => {
    const calls = [
      () => yamada.informationAdmin.list(),
      () => yamada.informationAdmin.save({ body: draft() }),
      () => yamada.informationAdmin.remove({ query: { informationId: 1 } }),
      () => yamada.informationAdmin.reads({ params: { informationId: 1 } }),
      () => yamada.informationAdmin.exportReads({ params: { informationId: 1 } }),
    ];
    for (const call of calls) expect(await refusal(call())).toMatchObject({ status: 403 });
  });

  it('lists who has and has not read a must-read notice, paged, and exports it as TSV', async () => {
    const notice = await admin.informationAdmin.save({ body: draft({ mustRead: true }) });
    const params = { informationId: notice.informationId };
    expect(
      (await yamada.information.list()).items.find((n) => n.informationId === notice.informationId),
    ).toMatchObject({ mustRead: true, read: false });
    const before = await admin.informationAdmin.reads({ params, query: { state: 'read' } });
    expect(before).toMatchObject({ totalCount: 0, readCount: 0, items: [] });
    const people = before.unreadCount;
    expect(people).toBeGreaterThan(2);

    await yamada.information.markRead({ body: { informationIds: [notice.informationId] } });
    const read = await admin.informationAdmin.reads({ params, query: { state: 'read' } });
    expect(read).toMatchObject({ totalCount: 1, readCount: 1, unreadCount: people - 1 });
    expect(read.items[0]).toMatchObject({ accountId: 'yamada.taro', fullName: '山田 太郎' });
    expect(read.items[0]!.divisionName).toEqual(expect.any(String));
    expect(read.items[0]!.readAt).toEqual(expect.any(String));
    expect(
      (await admin.informationAdmin.list()).items.find((n) => n.informationId === notice.informationId),
    ).toMatchObject({
      readCount: 1,
    });

    const first = await admin.informationAdmin.reads({ params, query: { state: 'unread', size: 2 } });
    const second = await admin.informationAdmin.reads({
      params,
      query: { state: 'unread', size: 2, page: 2 },
    });
    expect(first).toMatchObject({ totalCount: people - 1, hasNext: true, hasPrevious: false, page: 1 });
    expect(first.items).toHaveLength(2);
    expect(second.items.map((p) => p.userId)).not.toContain(first.items[0]!.userId);
    expect(
      [...first.items, ...second.items].every((p) => p.readAt === null && p.accountId !== 'yamada.taro'),
    ).toBe(true);

    const file = await admin.informationAdmin.exportReads({ params });
    expect(file).toMatchObject({
      name: `notice_${notice.informationId}_reads.tsv`,
      type: expect.stringMatching(/^text\/tab-separated-values; ?charset=utf-8$/),
    });
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('状態\tアカウントID\t氏名\t所属\t既読日時');
    expect(lines).toHaveLength(people + 1);
    expect(lines[1]).toMatch(/^既読\tyamada\.taro\t山田 太郎\t.*\t\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines.slice(2).every((line) => line.startsWith('未読\t'))).toBe(true);
    const sjis = await admin.informationAdmin.exportReads({ params, query: { charset: 'Shift_JIS' } });
    expect(sjis.type).toMatch(/^text\/tab-separated-values; ?charset=shift_jis$/);
    expect(new TextDecoder('shift_jis').decode(Buffer.from(await sjis.arrayBuffer()))).toBe(
      text.replace(/^\uFEFF/, ''),
    );
  });
});
