import type { KizunaClient } from '@kizuna/api-client';
import { formatThanksLikeCount } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents } from '../../../test/connectEvents.js';
import { refusal } from '../../../test/refusal.js';
import { startSmtp, subjectOf } from '../../../test/startSmtp.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { hashPassword } from '../auth/index.js';

const PASSWORD = 'Kizuna-Thanks1';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let yamada: KizunaClient;
let admin: KizunaClient;
let trialAdmin: KizunaClient;
/** People of demo with the thanks right and no seeded cards: a–e, and f without the right. */
const people: { id: number; accountId: string; email: string | null; client: KizunaClient }[] = [];
const ids = { yamada: 0, noRight: 0, trialPerson: 0, division: 0, trialDivision: 0 };

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl: 'https://kizuna.example.co.jp' });
  const demo = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom('users')
    .innerJoin('user_virtual_roles as vr', 'vr.user_id', 'users.id')
    .select(['users.id', 'users.account_id', 'users.email'])
    .where('users.tenant_id', '=', demo.id)
    .where('users.is_admin', '=', false)
    .where('users.enabled', '=', true)
    .where('users.user_type', '=', 'REGULAR_USER')
    .where('vr.role', '=', 'USER_THANKS_AVAILABLE')
    .orderBy('users.id', 'desc')
    .limit(6)
    .execute();
  const hash = await hashPassword(PASSWORD);
  await server.db
    .updateTable('users')
    .set({ password_hash: hash, password_change_reason: null })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  ids.noRight = Number(rows[5]!.id);
  await server.db.deleteFrom('user_virtual_roles').where('user_id', '=', ids.noRight).execute();
  for (const row of rows.slice(0, 5)) {
    const client = await server.signIn({ tenantCode: 'demo', accountId: row.account_id, password: PASSWORD });
    people.push({ id: Number(row.id), accountId: row.account_id, email: row.email, client });
  }
  [yamada, admin, trialAdmin] = await Promise.all([
    server.signIn('demoUser'),
    server.signIn('demoAdmin'),
    server.signIn('trialAdmin'),
  ]);
  ids.yamada = (await yamada.principal.userInfo()).userId;
  const trial = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'trial')
    .executeTakeFirstOrThrow();
  const trialUser = await server.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', trial.id)
    .executeTakeFirstOrThrow();
  ids.trialPerson = Number(trialUser.id);
  const [division] = await server.db
    .selectFrom('user_divisions')
    .select('division_id')
    .where('user_id', '=', people[0]!.id)
    .execute();
  ids.division = Number(division!.division_id);
  const trialDivision = await server.db
    .selectFrom('divisions')
    .select('id')
    .where('tenant_id', '=', trial.id)
    .executeTakeFirstOrThrow();
  ids.trialDivision = Number(trialDivision.id);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const person = (index: number) => people[index]!;

async function cardCount(): Promise<number> {
  const row = await server.db
    .selectFrom('thanks_cards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the seeded demo', () => {
  it('has stamps and a feed with yamada.taro in it, and starts his points whole', async () => {
    const { stamps } = await yamada.thanks.stamps();
    expect(stamps.length).toBeGreaterThanOrEqual(8);
    const feed = await yamada.thanks.cards({ query: { size: 30 } });
    expect(feed.totalCount).toBeGreaterThanOrEqual(15);
    const received = await yamada.thanks.cards({ query: { toUserId: ids.yamada } });
    expect(received.items.length).toBeGreaterThan(0);
    expect(received.items.every((card) => card.toUsers.some((to) => to.userId === ids.yamada))).toBe(true);
    const sent = await yamada.thanks.cards({ query: { fromUserId: ids.yamada } });
    expect(sent.items.every((card) => card.fromUser.userId === ids.yamada)).toBe(true);
    expect(feed.items.some((card) => card.likeCount > 0 && card.toUsers.some((to) => to.reaction > 0))).toBe(
      true,
    );
    expect(await yamada.principal.thanksPointStatus()).toEqual({ receivedPoint: 0, sendablePoint: 300 });
  });
});

describe('sending', () => {
  it('sends a card to several people, spends point × receivers and reads hashtags with # and ＃', async () => {
    const { stamps } = await yamada.thanks.stamps();
    const card = await yamada.thanks.send({
      body: {
        toUserIds: [person(0).id, person(1).id, ids.yamada],
        message: '資料づくり、ありがとうございました #感謝 ＃チームワーク',
        point: 20,
        stampIds: [stamps[0]!.stampId, stamps[1]!.stampId],
      },
    });
    expect(card.toUsers.map((to) => to.userId).sort()).toEqual([person(0).id, person(1).id].sort());
    expect(card.hashtags).toEqual(['感謝', 'チームワーク']);
    expect(card.stampIds).toEqual([stamps[0]!.stampId, stamps[1]!.stampId]);
    expect(card.gradientLayers).toEqual([stamps[0]!.color, stamps[1]!.color]);
    expect(card).toMatchObject({ point: 20, likeCount: 0, liked: false, closed: false });
    expect(await yamada.principal.thanksPointStatus()).toEqual({ receivedPoint: 0, sendablePoint: 260 });
    expect(await person(0).client.principal.thanksPointStatus()).toMatchObject({ receivedPoint: 20 });
    const received = await person(0).client.thanks.cards({ query: { toUserId: person(0).id } });
    expect(received.items[0]!.cardId).toBe(card.cardId);
  });

  it('refuses more than the sendable points and sends nothing', async () => {
    const before = await cardCount();
    const status = await yamada.principal.thanksPointStatus();
    expect(
      await refusal(
        yamada.thanks.send({
          body: { toUserIds: [person(2).id, person(3).id], message: 'ありがとう', point: 200 },
        }),
      ),
    ).toEqual({ status: 409, code: 'THANKS_INSUFFICIENT_POINTS' });
    expect(
      await refusal(
        yamada.thanks.send({ body: { toUserIds: [person(2).id], message: 'ありがとう', point: 301 } }),
      ),
    ).toEqual({ status: 409, code: 'THANKS_INSUFFICIENT_POINTS' });
    expect(await cardCount()).toBe(before);
    expect(await yamada.principal.thanksPointStatus()).toEqual(status);
  });

  it('refuses no receiver, oneself alone, someone without thanks, and another tenant’s person or stamp', async () => {
    const before = await cardCount();
    const send = (body: { toUserIds: number[]; stampIds?: number[] }) =>
      refusal(yamada.thanks.send({ body: { message: 'ありがとう', point: 1, ...body } }));
    expect(await send({ toUserIds: [] })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await send({ toUserIds: [ids.yamada] })).toEqual({
      status: 400,
      code: 'THANKS_RECEIVER_UNAVAILABLE',
    });
    expect(await send({ toUserIds: [ids.noRight] })).toEqual({
      status: 400,
      code: 'THANKS_RECEIVER_UNAVAILABLE',
    });
    expect(await send({ toUserIds: [ids.trialPerson] })).toEqual({
      status: 404,
      code: 'THANKS_USER_NOT_FOUND',
    });
    const trialStamp = await trialAdmin.thanksAdmin
      .createStamp({ body: { heading: 'Trial', color: 'RED', icon: 'STAR' } })
      .catch(() => null);
    expect(trialStamp).toBeNull();
    const { stampId } = await admin.thanksAdmin.createStamp({
      body: { heading: '使わない', color: 'GRAY', icon: 'SUN', isEffective: false },
    });
    expect(await send({ toUserIds: [person(2).id], stampIds: [stampId] })).toEqual({
      status: 404,
      code: 'THANKS_STAMP_NOT_FOUND',
    });
    expect(await cardCount()).toBe(before);
  });

  it('never lets parallel sends take the balance below zero', async () => {
    const sender = person(4);
    const sends = Array.from({ length: 10 }, (_, index) =>
      sender.client.thanks
        .send({ body: { toUserIds: [person(index % 2).id], message: `並行 ${index}`, point: 50 } })
        .then(
          () => 'sent',
          (error: { data: { code: string } }) => error.data.code,
        ),
    );
    const outcomes = await Promise.all(sends);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome === 'THANKS_INSUFFICIENT_POINTS')).toHaveLength(4);
    expect(await sender.client.principal.thanksPointStatus()).toMatchObject({ sendablePoint: 0 });
  });
});

describe('likes, reactions and the badge', () => {
  it('counts a person’s likes once, even sent at once', async () => {
    const card = await person(1).client.thanks.send({
      body: { toUserIds: [person(2).id], message: 'いいね用', point: 1 },
    });
    const params = { cardId: card.cardId };
    await Promise.all([yamada.thanks.like({ params }), yamada.thanks.like({ params })]);
    expect(await yamada.thanks.likes({ params })).toEqual({ cardId: card.cardId, likeCount: 1, liked: true });
    expect(await person(3).client.thanks.like({ params })).toMatchObject({ likeCount: 2, liked: true });
    expect(await person(2).client.thanks.likes({ params })).toMatchObject({ likeCount: 2, liked: false });
    expect(formatThanksLikeCount(99)).toBe('99');
    expect(formatThanksLikeCount(100)).toBe('99+');
  });

  it('lets only a receiver set their own reaction, 1 to 4', async () => {
    const card = await person(1).client.thanks.send({
      body: { toUserIds: [person(2).id, person(3).id], message: 'リアクション用', point: 1 },
    });
    const params = { cardId: card.cardId, userId: person(2).id };
    expect(await person(2).client.thanks.react({ params, body: { reaction: 3 } })).toMatchObject({
      userId: person(2).id,
      reaction: 3,
    });
    expect(await refusal(person(3).client.thanks.react({ params, body: { reaction: 1 } }))).toEqual({
      status: 403,
      code: 'THANKS_NO_PERMISSION',
    });
    expect(
      await refusal(person(2).client.thanks.react({ params, body: { reaction: 5 as unknown as 1 } })),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      await refusal(
        person(1).client.thanks.react({ params: { ...params, userId: person(1).id }, body: { reaction: 1 } }),
      ),
    ).toEqual({ status: 404, code: 'THANKS_USER_NOT_FOUND' });
    const [view] = (await yamada.thanks.cards({ query: { fromUserId: person(1).id, size: 1 } })).items;
    expect(view!.toUsers.find((to) => to.userId === person(2).id)!.reaction).toBe(3);
  });

  it('counts unseen cards on the badge and pushes a received card to the receiver’s socket', async () => {
    const receiver = person(3);
    await receiver.client.thanks.markRead();
    expect((await receiver.client.information.badge()).thanks).toBe(0);
    const socket = await connectEvents(server.url, (await server.rawSession('demoUser')).cookie);
    const card = await person(1).client.thanks.send({
      body: { toUserIds: [ids.yamada, receiver.id], message: 'ソケット', point: 1 },
    });
    const pushed = await socket.next('thanksCardReceived');
    expect(pushed.card.cardId).toBe(card.cardId);
    expect((await socket.next('thanksUnseenCount')).count).toBeGreaterThan(0);
    socket.socket.close();
    expect((await receiver.client.information.badge()).thanks).toBe(1);
    expect(await receiver.client.thanks.markRead()).toEqual({ count: 0 });
    expect((await receiver.client.information.badge()).thanks).toBe(0);
  });

  it('narrows the feed by division, and refuses another tenant’s division, person or card', async () => {
    const feed = await yamada.thanks.cards({ query: { divisionIds: String(ids.division), size: 100 } });
    expect(feed.items.length).toBeGreaterThan(0);
    expect(await refusal(yamada.thanks.cards({ query: { divisionIds: String(ids.trialDivision) } }))).toEqual(
      { status: 404, code: 'DIVISION_NOT_FOUND' },
    );
    expect(await refusal(yamada.thanks.cards({ query: { toUserId: ids.trialPerson } }))).toEqual({
      status: 404,
      code: 'THANKS_USER_NOT_FOUND',
    });
    expect(await refusal(yamada.thanks.card({ params: { cardId: 999_999_999 } }))).toEqual({
      status: 404,
      code: 'THANKS_CARD_NOT_FOUND',
    });
  });
});

describe('mail', () => {
  it('mails the receivers when the tenant turns notification on, and not before', async () => {
    const receiver = person(2);
    await receiver.client.thanks.markRead();
    const addressed = () => smtp.received.filter((mail) => mail.to.includes(receiver.email!));
    await person(0).client.thanks.send({
      body: { toUserIds: [receiver.id], message: 'メールなし', point: 1 },
    });
    expect(await admin.thanksAdmin.setMail({ body: { notificationOn: true } })).toMatchObject({
      notificationOn: true,
    });
    await person(0).client.thanks.send({
      body: { toUserIds: [receiver.id], message: 'メールあり', point: 1 },
    });
    for (let waited = 0; addressed().length === 0 && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const mails = addressed();
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0]!.raw)).toContain('サンクスカードが届きました');
    expect(mails[0]!.raw).toContain('https://kizuna.example.co.jp/front/thanks');
    await admin.thanksAdmin.setMail({ body: { notificationOn: false } });
  });
});

describe('administration', () => {
  it('keeps the weekly limit within 100 to 9999 and its settings', async () => {
    const settings = await admin.thanksAdmin.settings();
    expect(settings).toMatchObject({ pointLimit: 300, resetDayOfWeek: 1, currentCloseDate: 0 });
    expect(settings.selectableCloseDate).toEqual([5, 10, 15, 20, 25, 0]);
    for (const pointLimit of [99, 10_000])
      expect(await refusal(admin.thanksAdmin.setPoint({ body: { pointLimit } }))).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    expect(await admin.thanksAdmin.settings()).toEqual(settings);
    expect(await admin.thanksAdmin.setPoint({ body: { pointLimit: 500, resetDayOfWeek: 7 } })).toMatchObject({
      pointLimit: 500,
      resetDayOfWeek: 7,
    });
    expect(await admin.thanksAdmin.setCloseDate({ body: { closeDate: 25 } })).toMatchObject({
      currentCloseDate: 25,
    });
    expect(await refusal(yamada.thanksAdmin.settings())).toMatchObject({ status: 403 });
    await admin.thanksAdmin.setPoint({ body: { pointLimit: 300, resetDayOfWeek: 1 } });
    await admin.thanksAdmin.setCloseDate({ body: { closeDate: 0 } });
  });

  it('adds, changes and removes stamps; a trimmed-empty heading is refused', async () => {
    expect(
      await refusal(admin.thanksAdmin.createStamp({ body: { heading: '   ', color: 'RED', icon: 'STAR' } })),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const stamp = await admin.thanksAdmin.createStamp({
      body: { heading: '  感謝  ', color: 'RED', icon: 'STAR' },
    });
    expect(stamp).toMatchObject({ heading: '感謝', isEffective: true });
    const changed = await admin.thanksAdmin.updateStamp({
      params: { stampId: stamp.stampId },
      body: { heading: '大感謝', color: 'DEEP_PINK', icon: 'HEART', isEffective: false },
    });
    expect(changed).toMatchObject({ heading: '大感謝', color: 'DEEP_PINK', isEffective: false });
    expect((await yamada.thanks.stamps()).stamps.map((s) => s.stampId)).not.toContain(stamp.stampId);
    expect(await admin.thanksAdmin.removeStamps({ body: { stampIds: [stamp.stampId] } })).toEqual({
      count: 1,
    });
    expect((await admin.thanksAdmin.stamps()).stamps.map((s) => s.stampId)).not.toContain(stamp.stampId);
    expect((await admin.thanksAdmin.stampIcons()).icons).toContain('HEART');
  });

  it('exports the five logs as TSV with Japanese headers, UTF-8 with BOM or Shift_JIS', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const query = { dateFrom: '2020-01-01', dateTo: today };
    expect(await refusal(admin.thanksAdmin.exportCardInfo({ query }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const range = {
      dateFrom: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
      dateTo: today,
    };
    expect(
      await refusal(admin.thanksAdmin.exportCardInfo({ query: { dateFrom: today, dateTo: range.dateFrom } })),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const headers = {
      exportUsageStatistics: 'アカウントID\t氏名\t送信カード数',
      exportCardInfo: 'カードID\t送信日時',
      exportLikeInfo: 'カードID\tいいね日時',
      exportAccess: 'アクセス日時\tアカウントID',
      exportCardStamp: 'カードID\t送信日時',
    } as const;
    for (const [name, header] of Object.entries(headers) as [keyof typeof headers, string][]) {
      const file = await admin.thanksAdmin[name]({ query: range });
      const bytes = Buffer.from(await file.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith(header)).toBe(true);
      expect(text.split('\r\n').length).toBeGreaterThan(2);
    }
    const sjis = await admin.thanksAdmin.exportCardInfo({ query: { ...range, charset: 'Shift_JIS' } });
    expect(new TextDecoder('shift_jis').decode(Buffer.from(await sjis.arrayBuffer()))).toContain('カードID');
    const summary = await admin.thanksAdmin.logSummary({ query: range });
    expect(summary.weeks.reduce((sum, week) => sum + week.cardCount, 0)).toBeGreaterThanOrEqual(15);
    expect(summary.topDivisions.length).toBeGreaterThan(0);
  });
  it('exports more likes and card stamps than one read holds, each line once and in order', async () => {
    const tenant = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const users = await server.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .limit(40)
      .execute();
    const stamp = await server.db
      .selectFrom('thanks_stamps')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    // One moment for every like: the next read must start after the last line, not at its time.
    const at = new Date();
    const cards = await server.db
      .insertInto('thanks_cards')
      .values(
        Array.from({ length: 35 }, () => ({
          tenant_id: tenant.id,
          from_user_id: users[0]!.id,
          message: 'batch',
          point: 1,
          cost: 1,
          sent_at: at,
        })),
      )
      .returning('id')
      .execute();
    const cardIds = new Set(cards.map((card) => String(card.id)));
    await server.db
      .insertInto('thanks_likes')
      .values(
        cards.flatMap((card) =>
          users.map((user) => ({ tenant_id: tenant.id, card_id: card.id, user_id: user.id, liked_at: at })),
        ),
      )
      .execute();
    await server.db
      .insertInto('thanks_card_stamps')
      .values(
        cards.flatMap((card) =>
          Array.from({ length: 32 }, (_, position) => ({
            tenant_id: tenant.id,
            card_id: card.id,
            position,
            stamp_id: stamp.id,
          })),
        ),
      )
      .execute();
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const query = { dateFrom: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), dateTo: today };
    const linesOf = async (file: Blob) =>
      Buffer.from(await file.arrayBuffer())
        .subarray(3)
        .toString('utf8')
        .split('\r\n')
        .map((line) => line.split('\t'))
        .filter((cells) => cardIds.has(cells[0]!));

    const likes = await linesOf(await admin.thanksAdmin.exportLikeInfo({ query }));
    expect(likes).toHaveLength(35 * 40);
    expect(new Set(likes.map((cells) => `${cells[0]}/${cells[2]}`)).size).toBe(35 * 40);
    const stamps = await linesOf(await admin.thanksAdmin.exportCardStamp({ query }));
    expect(stamps).toHaveLength(35 * 32);
    expect(stamps.map((cells) => Number(cells[0]))).toEqual(
      [...cards.map((card) => Number(card.id))].sort((a, b) => a - b).flatMap((id) => Array(32).fill(id)),
    );
  });
});
