import type { KizunaClient } from '@kizuna/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let user: KizunaClient;
let admin: KizunaClient;
let yamadaId: number;

async function idOf(tenant: string, accountId: string): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select('users.id')
    .where('tenants.code', '=', tenant)
    .where('users.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function divisionId(tenant: string, name: string): Promise<number> {
  const row = await server.db
    .selectFrom('divisions')
    .innerJoin('tenants', 'tenants.id', 'divisions.tenant_id')
    .select('divisions.id')
    .where('tenants.code', '=', tenant)
    .where('divisions.name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  yamadaId = await idOf('demo', 'yamada.taro');
});
afterAll(async () => {
  await server?.close();
});

describe('internal contact search', () => {
  it('finds a person by name and answers the paged envelope with the tenant’s columns', async () => {
    const page = await user.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { fullname: '山田 太郎', searchType: 'PARTIAL' },
    });
    const yamada = page.items.find((item) => item.userId === yamadaId);
    expect(yamada).toMatchObject({
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
      accountId: 'yamada.taro',
      userType: 'REGULAR_USER',
      editAuthorizable: true,
      hasFaceImage: true,
    });
    expect(yamada?.divisions.length).toBeGreaterThan(0);
    expect(Object.keys(yamada?.dynamicColumns ?? {}).sort()).toEqual(
      ['ANPI', 'CHAT', 'COMMENT', 'EMAIL', 'LOCATION', 'PHONE', 'PRESENCE', 'SKILL', 'WEB_EX'].sort(),
    );
    expect(yamada?.dynamicColumns.PHONE?.extensionNum).toMatch(/^\d+$/);
    expect(page).toMatchObject({ page: 1, size: 30, offset: 0, hasPrevious: false });
    const count = await user.internalContacts.searchCount({
      body: { fullname: '山田 太郎', searchType: 'PARTIAL' },
    });
    expect(count.count).toBe(page.totalCount);
  });

  it('lists each person’s chat accounts in the CHAT column with the client’s deep link, as the detail does', async () => {
    const page = await user.internalContacts.search({
      query: { page: 1, size: 100 },
      body: { searchType: 'PARTIAL' },
    });
    const withChat = page.items.filter((item) => item.dynamicColumns.CHAT?.chatAccountId1);
    expect(withChat.length).toBeGreaterThan(0);
    for (const item of withChat.slice(0, 5)) {
      const column = item.dynamicColumns.CHAT!;
      const detail = await user.internalContacts.detail({ params: { contactId: item.contactId } });
      expect(column.chats).toEqual(detail.chats);
      expect(column.chats[0]).toMatchObject({
        chatAccountId: column.chatAccountId1,
        clientName: 'Microsoft Teams',
        browserSingleUriScheme: 'msteams:/l/chat/0/0?users=',
      });
    }
    const without = page.items.find(
      (item) => item.dynamicColumns.CHAT && !item.dynamicColumns.CHAT.chatAccountId1,
    );
    expect(without?.dynamicColumns.CHAT?.chats).toEqual([]);
  });

  it('fills the Webex and location columns of the demo tenant for some people', async () => {
    const page = await user.internalContacts.search({
      query: { page: 1, size: 100 },
      body: { searchType: 'PARTIAL' },
    });
    const webEx = page.items.flatMap((item) => item.dynamicColumns.WEB_EX ?? []);
    expect(webEx.some((column) => column.webExUrl?.startsWith('https://demo.webex.com/meet/'))).toBe(true);
    expect(webEx.some((column) => column.o365Account?.endsWith('@demo.example.com'))).toBe(true);
    const located = page.items.flatMap((item) => item.dynamicColumns.LOCATION ?? []);
    const positioned = located.filter((column) => column.mobileLatitude !== null);
    expect(positioned.length).toBeGreaterThan(0);
    for (const column of positioned) {
      expect(column.mobileLatitude).toBeCloseTo(35.68, 1);
      expect(column.mobileLongitude).toBeCloseTo(139.77, 1);
    }
    expect(located.some((column) => column.exBeaconTagId?.startsWith('BT-'))).toBe(true);
  });

  it('pages through everyone in a stable order without gaps or repeats', async () => {
    const body = { searchType: 'PARTIAL' as const };
    const first = await user.internalContacts.search({ query: { page: 1, size: 50 }, body });
    const again = await user.internalContacts.search({ query: { page: 1, size: 50 }, body });
    const second = await user.internalContacts.search({ query: { page: 2, size: 50 }, body });
    expect(again.items.map((i) => i.userId)).toEqual(first.items.map((i) => i.userId));
    expect(first.hasNext).toBe(true);
    expect(second).toMatchObject({ page: 2, offset: 50, hasPrevious: true });
    const overlap = second.items.filter((i) => first.items.some((f) => f.userId === i.userId));
    expect(overlap).toEqual([]);
    expect(first.totalCount).toBeGreaterThan(200);
  });

  it('keeps people of a division and its sub-divisions', async () => {
    const parent = await divisionId('demo', '総務部');
    const child = await divisionId('demo', '総務課');
    const inParent = await user.internalContacts.searchCount({
      body: { divisionIds: [parent], searchType: 'PARTIAL' },
    });
    const inChild = await user.internalContacts.searchCount({
      body: { divisionIds: [child], searchType: 'PARTIAL' },
    });
    expect(inChild.count).toBeGreaterThan(0);
    expect(inParent.count).toBeGreaterThanOrEqual(inChild.count);
    const page = await user.internalContacts.search({
      query: { size: 100 },
      body: { divisionIds: [child], searchType: 'PARTIAL' },
    });
    expect(page.items.length).toBe(Math.min(100, inChild.count));
  });

  it('searches by free word and refuses sizes outside 30, 50, 100', async () => {
    const page = await user.internalContacts.searchByFreeWord({ body: { freeWord: 'yamada.taro' } });
    expect(page.items.map((i) => i.userId)).toContain(yamadaId);
    await expect(
      user.internalContacts.search({ query: { size: 40 }, body: { searchType: 'PARTIAL' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lists registered users with two division names, facilities left out', async () => {
    const page = await user.internalContacts.registeredUsers({ query: { searchName: '山田' } });
    expect(page.items.find((i) => i.userId === yamadaId)?.divisionName1).toEqual(expect.any(String));
    const rooms = await user.internalContacts.registeredUsers({ query: { searchName: '会議室' } });
    expect(rooms.items).toEqual([]);
  });

  it('hides user types when the tenant says so', async () => {
    await server.db.updateTable('tenants').set({ hide_user_type: true }).where('code', '=', 'demo').execute();
    try {
      const page = await user.internalContacts.search({
        body: { fullname: '会議室', searchType: 'PARTIAL' },
      });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((i) => i.userType === null)).toBe(true);
    } finally {
      await server.db
        .updateTable('tenants')
        .set({ hide_user_type: false })
        .where('code', '=', 'demo')
        .execute();
    }
    const page = await user.internalContacts.search({ body: { fullname: '会議室', searchType: 'PARTIAL' } });
    expect(page.items.every((i) => i.userType === 'FACILITY')).toBe(true);
  });
});

describe('internal contact detail', () => {
  it('answers the profile with divisions, their parents, and the members preview of six', async () => {
    const detail = await user.internalContacts.detail({ params: { contactId: yamadaId } });
    expect(detail).toMatchObject({ userId: yamadaId, accountId: 'yamada.taro', email1: expect.any(String) });
    const division = detail.divisions[0];
    expect(division?.isPrimary).toBe(true);
    expect(division?.parentDivisionNames[0]).toBe('本社');
    expect(detail.presence.status).not.toBe('UNKNOWN');

    const preview = await user.internalContacts.divisionUsers({
      params: { contactId: yamadaId, divisionId: division?.divisionId ?? 0 },
    });
    expect(preview.items.length).toBeLessThanOrEqual(6);
    expect(preview.items.map((i) => i.userId)).not.toContain(yamadaId);
    expect(preview.totalCount).toBe((division?.divisionContactsCount ?? 0) - 1);
  });

  it('lists a second division after the primary one, with its whole parent path and people counted', async () => {
    const tenantId = (
      await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const divisions = await server.db
      .selectFrom('divisions')
      .select(['id', 'name', 'parent_id'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const byId = new Map(divisions.map((d) => [Number(d.id), d]));
    const pathOf = (id: number) => {
      const names: string[] = [];
      for (let p = byId.get(id)?.parent_id; p != null; p = byId.get(Number(p))?.parent_id)
        names.unshift(byId.get(Number(p))!.name);
      return names;
    };
    const own = (await user.internalContacts.detail({ params: { contactId: yamadaId } })).divisions;
    const deepest = divisions
      .map((d) => Number(d.id))
      .filter((id) => !own.some((o) => o.divisionId === id))
      .sort((a, b) => pathOf(b).length - pathOf(a).length)[0]!;
    expect(pathOf(deepest).length).toBeGreaterThanOrEqual(2);
    const members = async () =>
      Number(
        (
          await server.db
            .selectFrom('user_divisions as ud')
            .innerJoin('users as u', 'u.id', 'ud.user_id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('ud.division_id', '=', deepest)
            .where('u.enabled', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await server.db
      .insertInto('user_divisions')
      .values({ tenant_id: tenantId, user_id: yamadaId, division_id: deepest, is_primary: false, sort: 99 })
      .execute();
    try {
      const detail = await user.internalContacts.detail({ params: { contactId: yamadaId } });
      expect(detail.divisions.map((d) => d.divisionId)).toEqual([...own.map((d) => d.divisionId), deepest]);
      expect(detail.divisions.at(-1)).toMatchObject({
        divisionName: byId.get(deepest)!.name,
        parentDivisionNames: pathOf(deepest),
        divisionContactsCount: await members(),
        isPrimary: false,
      });
      expect(detail.divisions[0]).toEqual(own[0]);
    } finally {
      await server.db
        .deleteFrom('user_divisions')
        .where('user_id', '=', yamadaId)
        .where('division_id', '=', deepest)
        .execute();
    }
  });

  it("answers 404 for another tenant's person", async () => {
    const trialAdmin = await idOf('trial', 'admin');
    await expect(user.internalContacts.detail({ params: { contactId: trialAdmin } })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('personal info', () => {
  it('answers every section of a colleague’s profile', async () => {
    const params = { contactId: yamadaId };
    expect((await admin.personalInfo.oneWord({ params })).oneWord).toEqual(expect.any(String));
    expect((await admin.personalInfo.jobDescription({ params })).jobDescription).toEqual(expect.any(String));
    expect((await admin.personalInfo.urls({ params })).url1).toMatch(/^https:\/\//);
    const skills = await admin.personalInfo.tags({ params, query: { tagType: 'SKILL' } });
    expect(skills.items.length).toBeGreaterThan(0);
    expect((await admin.personalInfo.briefHistories({ params })).items[0]?.briefHistoryDate).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect((await admin.personalInfo.achievementHistories({ params })).items.length).toBeGreaterThan(0);
    expect((await admin.personalInfo.customCols({ params })).items[0]?.customColumnTitle).toBe('趣味');
    expect(await admin.personalInfo.aiSummary({ params })).toMatchObject({ state: 'SUCCESS' });
  });

  it('names a tag by its id, for the directory’s tag filter; an unknown id is a 404', async () => {
    const skills = await user.personalInfo.tags({
      params: { contactId: yamadaId },
      query: { tagType: 'SKILL' },
    });
    const [first] = skills.items;
    expect(first).toBeDefined();
    expect(await user.personalInfo.tag({ params: { tagId: first!.personalInfoTagId } })).toEqual({
      personalInfoTagId: first!.personalInfoTagId,
      tagName: first!.tagName,
      tagType: 'SKILL',
    });
    await expect(user.personalInfo.tag({ params: { tagId: 999_999_999 } })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answers empty sections for someone without a profile', async () => {
    const room = await idOf('demo', 'facility.room-a');
    expect(await user.personalInfo.oneWord({ params: { contactId: room } })).toEqual({ oneWord: null });
    expect(await user.personalInfo.aiSummary({ params: { contactId: room } })).toMatchObject({
      state: 'UNPROCESSED',
      summary: null,
    });
  });
});

describe('divisions', () => {
  it('answers roots, children and the partial tree opened down to a division', async () => {
    const roots = await user.divisions.roots();
    expect(roots.items.map((d) => d.divisionName)).toContain('本社');
    const head = roots.items.find((d) => d.divisionName === '本社');
    const children = await user.divisions.children({ params: { divisionId: head?.divisionId ?? 0 } });
    expect(children.items.length).toBe(head?.childCount);
    const target = await divisionId('demo', '総務課');
    const tree = await user.divisions.partialTree({ params: { divisionId: target } });
    const branch = tree.items.find((n) => n.data.divisionName === '本社');
    const general = branch?.children?.find((n) => n.data.divisionName === '総務部');
    expect(general?.children?.map((n) => n.data.divisionName)).toContain('総務課');
    const closed = branch?.children?.find((n) => n.data.divisionName === '人事部');
    expect(closed?.children).toBeNull();
  });

  it('saves a comment of up to 500 characters counted in code points, with its editor', async () => {
    const target = await divisionId('demo', '総務課');
    const comment = '𠮷'.repeat(500);
    const saved = await admin.divisions.saveComment({ params: { divisionId: target }, body: { comment } });
    expect(saved.comment).toBe(comment);
    expect(saved.editor).toMatchObject({ name: '管理 花子', contactId: await idOf('demo', 'admin') });
    await expect(
      admin.divisions.saveComment({ params: { divisionId: target }, body: { comment: `${comment}あ` } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await user.divisions.info({ params: { divisionId: target } })).comment).toBe(comment);
  });

  it('lets members edit their division’s comment and nobody else', async () => {
    const detail = await user.internalContacts.detail({ params: { contactId: yamadaId } });
    const own = detail.divisions[0]?.divisionId ?? 0;
    const info = await user.divisions.saveComment({
      params: { divisionId: own },
      body: { comment: 'ようこそ' },
    });
    expect(info).toMatchObject({ comment: 'ようこそ', editable: true, editor: { contactId: yamadaId } });
    const other = await divisionId('demo', '経理部');
    expect((await user.divisions.info({ params: { divisionId: other } })).editable).toBe(own === other);
    if (own !== other) {
      await expect(
        user.divisions.saveComment({ params: { divisionId: other }, body: { comment: 'x' } }),
      ).rejects.toMatchObject({ statusCode: 403 });
    }
  });

  it('lists the user’s own divisions for the display settings', async () => {
    const own = await user.divisions.ownDivisions();
    expect(own.items[0]).toMatchObject({ isPrimary: true, enabled: true });
  });
});

describe('presence and schedule', () => {
  it('keeps the status a person sets and shows it to others', async () => {
    expect((await user.presence.setMyPresence({ body: { status: 'DO_NOT_DISTURB' } })).status).toBe(
      'DO_NOT_DISTURB',
    );
    const list = await admin.presence.statuses({ body: { userIds: [yamadaId] } });
    expect(list.items).toEqual([
      { userId: yamadaId, status: 'DO_NOT_DISTURB', cssClass: 'presence-do-not-disturb' },
    ]);
    await expect(
      user.presence.setMyPresence({ body: { status: 'IN_A_CALL' as never } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('adds, shows and removes an own schedule item', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const item = await user.presence.addMySchedule({
      body: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 1_800_000).toISOString(),
        subject: '来客対応',
        status: 'busy',
      },
    });
    const mine = await admin.presence.userSchedules({ params: { userId: yamadaId } });
    expect(mine.items.map((i) => i.subject)).toContain('来客対応');
    await user.presence.deleteMySchedule({ params: { scheduleId: item.scheduleId } });
    await expect(
      admin.presence.deleteMySchedule({ params: { scheduleId: item.scheduleId } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('says plainly that no Microsoft 365 link is configured', async () => {
    expect(await user.presence.authentication()).toMatchObject({ configured: false, authenticated: false });
    expect(await user.presence.authorizeUri()).toEqual({ configured: false, uri: null });
  });
});

describe('face images', () => {
  async function png(size = 64): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(
      await sharp({
        create: { width: size, height: size, channels: 3, background: { r: 10, g: 80, b: 200 } },
      })
        .png()
        .toBuffer(),
    );
  }

  async function image(path: string, cookie?: string) {
    const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: await response.arrayBuffer(),
    };
  }

  it('stores an upload, makes a 128 px thumbnail and serves both to the tenant only', async () => {
    const adminId = await idOf('demo', 'admin');
    const saved = await admin.faceImages.upload({
      params: { userId: adminId },
      body: { file: new File([await png(300)], 'me.PNG', { type: 'image/png' }) },
    });
    expect(saved).toMatchObject({ userId: adminId, hasFaceImage: true });
    const { cookie } = await server.rawSession('demoUser');
    const thumb = await image(saved.thumbnailPath, cookie);
    expect(thumb).toMatchObject({ status: 200, type: 'image/png' });
    expect((await sharp(Buffer.from(thumb.bytes)).metadata()).width).toBe(128);
    expect((await image(saved.originalPath, cookie)).status).toBe(200);
    expect((await image(saved.thumbnailPath)).status).toBe(401);
    const trial = await server.rawSession('trialAdmin');
    expect((await image(saved.thumbnailPath, trial.cookie)).status).toBe(404);
    const own = await image('/front/faceImage/thumbnail', trial.cookie);
    expect(own).toMatchObject({ status: 200, type: 'image/svg+xml' });
  });

  it('refuses files that are not GIF, JPEG or PNG by content or by name, and files over the maximum', async () => {
    const upload = (file: File) => user.faceImages.upload({ params: { userId: yamadaId }, body: { file } });
    const keyOf = async (file: File) =>
      upload(file).then(
        () => 'stored',
        (error: { statusCode: number; data: { fieldErrors?: { key: string }[] } }) =>
          `${error.statusCode} ${error.data.fieldErrors?.[0]?.key}`,
      );
    expect(await keyOf(new File(['not an image'], 'face.png'))).toBe('400 imageType');
    expect(await keyOf(new File([await png()], 'face.bmp'))).toBe('400 imageExtension');
    const big = new Uint8Array(new ArrayBuffer(31_457_281));
    big.set(await png());
    expect(await keyOf(new File([big], 'face.png'))).toBe('400 maxFileSize');
    expect(await keyOf(new File([await png()], 'face.jpg'))).toBe('stored');
  });

  it('lets only the person or a user admin change a face image', async () => {
    const adminId = await idOf('demo', 'admin');
    await expect(
      user.faceImages.upload({
        params: { userId: adminId },
        body: { file: new File([await png()], 'x.png') },
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
