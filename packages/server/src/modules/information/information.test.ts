import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('notices', () => {
  it('lists the notices published now, most important first, then newest', async () => {
    const client = await server.signIn('demoUser');
    const { items } = await client.information.list();
    expect(items.map((n) => n.title)).toEqual([
      '年末年始の休業について',
      '内線番号の一部変更について',
      '社内報を公開しました',
    ]);
    // Expired, future and disabled notices stay hidden.
    expect(items.some((n) => /夏季休暇|新オフィス|健康診断/.test(n.title))).toBe(false);
    expect(items.find((n) => n.indefinitePeriod)).toMatchObject({ endDatetime: null });
    expect(items.every((n) => !n.read)).toBe(true);
    // The badge also counts the seeded talk messages yamada has not read; admins have no talk.
    expect(await client.information.badge()).toEqual({ count: 3, talk: 4, thanks: 0, anpi: 0 });
  });

  it('pages every notice published so far, current and past, read and unread, newest first', async () => {
    const client = await server.signIn('demoUser');
    const [current] = (await client.information.list()).items;
    await client.information.markRead({ body: { informationIds: [current!.informationId] } });
    const all = await client.information.history({ query: { page: 1, size: 30 } });
    expect(all.items.map((n) => n.title)).toEqual([
      '社内報を公開しました',
      '年末年始の休業について',
      '内線番号の一部変更について',
      '夏季休暇の申請期限',
    ]);
    expect(all).toMatchObject({ totalCount: 4, page: 1, hasNext: false, hasPrevious: false });
    expect(all.items.find((n) => n.informationId === current!.informationId)?.read).toBe(true);
    // Future and disabled notices stay hidden; another tenant's never show.
    expect(all.items.some((n) => /新オフィス|健康診断|トライアル/.test(n.title))).toBe(false);

    const trial = await server.signIn('trialAdmin');
    const trialAll = await trial.information.history({ query: { page: 1, size: 30 } });
    expect(trialAll.items.every((n) => n.title.startsWith('【トライアル】'))).toBe(true);
  });

  it('refuses a bad page of the notices with field errors', async () => {
    const client = await server.signIn('demoUser');
    await expect(client.information.history({ query: { page: 0, size: 7 } as never })).rejects.toMatchObject({
      status: 400,
      data: { fieldErrors: expect.arrayContaining([expect.objectContaining({ path: 'query.page' })]) },
    });
  });

  it("shows only the user's own tenant's notices", async () => {
    const client = await server.signIn('trialAdmin');
    const { items } = await client.information.list();
    expect(items.length).toBe(3);
    expect(items.every((n) => n.title.startsWith('【トライアル】'))).toBe(true);
  });

  it('keeps read marks per user, across sessions, idempotently', async () => {
    const client = await server.signIn('demoUser');
    const [first, second] = (await client.information.list()).items;
    expect(await client.information.markRead({ body: { informationIds: [first!.informationId] } })).toEqual({
      count: 2,
    });
    expect(await client.information.markRead({ body: { informationIds: [first!.informationId] } })).toEqual({
      count: 2,
    });

    const again = await server.signIn('demoUser');
    const items = (await again.information.list()).items;
    expect(items.find((n) => n.informationId === first!.informationId)?.read).toBe(true);
    expect(items.find((n) => n.informationId === second!.informationId)?.read).toBe(false);
    expect(await again.information.badge()).toEqual({ count: 2, talk: 4, thanks: 0, anpi: 0 });

    // Another user of the same tenant has read nothing.
    const admin = await server.signIn('demoAdmin');
    expect(await admin.information.badge()).toEqual({ count: 3, talk: 0, thanks: 0, anpi: 0 });
  });

  it('refuses to mark a notice the user cannot see, and marks nothing then', async () => {
    const client = await server.signIn('demoAdmin');
    const hidden = await server.db
      .selectFrom('information')
      .innerJoin('tenants', 'tenants.id', 'information.tenant_id')
      .select('information.id')
      .where('tenants.code', '=', 'demo')
      .where('information.title', 'like', '%新オフィス%')
      .executeTakeFirstOrThrow();
    const visible = (await client.information.list()).items[0]!;
    await expect(
      client.information.markRead({ body: { informationIds: [visible.informationId, hidden.id] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await client.information.badge()).toEqual({ count: 3, talk: 0, thanks: 0, anpi: 0 });
  });

  it('publishes a future notice once its start arrives and hides an ending one after its end', async () => {
    const client = await server.signIn('demoAdmin');
    server.advanceClock(35 * 86_400_000);
    try {
      const titles = (await (await server.signIn('demoAdmin')).information.list()).items.map((n) => n.title);
      expect(titles).toContain('新オフィスへの移転について');
      expect(titles).not.toContain('年末年始の休業について');
    } finally {
      server.advanceClock(-35 * 86_400_000);
    }
    expect((await client.information.list()).items.length).toBe(3);
  });
});
