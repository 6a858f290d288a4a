import { createCookieJar, createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let user: KizunaClient;
let admin: KizunaClient;
let trialAdmin: KizunaClient;
let people = 0;

/** A new person of demo who has never used groups, signed in (with yamada.taro's password). */
async function newPerson(language?: string): Promise<{ client: KizunaClient; userId: number }> {
  people += 1;
  const template = await server.db
    .selectFrom('users')
    .select(['tenant_id', 'password_hash'])
    .where('account_id', '=', 'yamada.taro')
    .executeTakeFirstOrThrow();
  const accountId = `groups.person${people}`;
  const row = await server.db
    .insertInto('users')
    .values({
      tenant_id: template.tenant_id,
      account_id: accountId,
      password_hash: template.password_hash,
      password_change_reason: null,
      fullname: `グループ 試験${people}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = createKizunaClient({
    baseURL: server.url,
    cookieJar: createCookieJar(),
    ...(language ? { headers: { 'Accept-Language': language } } : {}),
  });
  await client.auth.xsrf();
  await client.auth.login({ body: { tenantCode: 'demo', accountId, password: 'Kizuna-User1' } });
  return { client, userId: Number(row.id) };
}

async function userIdOf(accountId: string, tenantCode = 'demo'): Promise<number> {
  const row = await server.db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select('u.id')
    .where('t.code', '=', tenantCode)
    .where('u.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function externalContactNamed(fullname: string): Promise<number> {
  const row = await server.db
    .selectFrom('external_contacts')
    .select('id')
    .where('fullname', '=', fullname)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function anyExternalContactOf(tenantCode: string): Promise<number> {
  const row = await server.db
    .selectFrom('external_contacts as c')
    .innerJoin('tenants as t', 't.id', 'c.tenant_id')
    .select('c.id')
    .where('t.code', '=', tenantCode)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  [user, admin, trialAdmin] = await Promise.all([
    server.signIn('demoUser'),
    server.signIn('demoAdmin'),
    server.signIn('trialAdmin'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('the groups a user has', () => {
  it('are five from the first use, named in Japanese, and made only once when two first calls meet', async () => {
    const { client, userId } = await newPerson();
    const [headers, all] = await Promise.all([
      client.contactGroups.headerList(),
      client.contactGroups.allList(),
    ]);
    expect(headers.items.map((g) => g.groupName)).toEqual([
      'グループ1',
      'グループ2',
      'グループ3',
      'グループ4',
      'グループ5',
    ]);
    expect(headers.items.every((g) => g.userId === userId)).toBe(true);
    expect(all.items.map((g) => [g.groupId, g.internalCount, g.externalCount])).toEqual(
      headers.items.map((g) => [g.groupId, 0, 0]),
    );
  });

  it("are named in the tenant's language, whatever the browser asks for, and can be renamed", async () => {
    const { client: browserInEnglish } = await newPerson('en-GB,en;q=0.9,ja;q=0.5');
    const japanese = await browserInEnglish.contactGroups.headerList();
    expect(japanese.items.map((g) => g.groupName)).toEqual([
      'グループ1',
      'グループ2',
      'グループ3',
      'グループ4',
      'グループ5',
    ]);
    await server.db
      .updateTable('tenants')
      .set({ default_language: 'en' })
      .where('code', '=', 'demo')
      .execute();
    try {
      const { client } = await newPerson('ja-JP,ja');
      const english = await client.contactGroups.headerList();
      expect(english.items.map((g) => g.groupName)).toEqual([
        'Group 1',
        'Group 2',
        'Group 3',
        'Group 4',
        'Group 5',
      ]);
      const first = english.items[0]!;
      await client.contactGroups.addOrUpdate({ body: { groupId: first.groupId, groupName: '営業' } });
      expect((await client.contactGroups.headerList()).items[0]?.groupName).toBe('営業');
    } finally {
      await server.db
        .updateTable('tenants')
        .set({ default_language: 'ja' })
        .where('code', '=', 'demo')
        .execute();
    }
  });

  it('are made by the first change as well as by the first read', async () => {
    const { client } = await newPerson();
    const created = await client.contactGroups.addOrUpdate({ body: { groupName: '新規' } });
    const headers = await client.contactGroups.headerList();
    expect(headers.items.map((g) => g.groupName)).toEqual([
      'グループ1',
      'グループ2',
      'グループ3',
      'グループ4',
      'グループ5',
      '新規',
    ]);
    expect(headers.items.at(-1)?.groupId).toBe(created.groupId);
  });

  it('include the seeded ones of yamada.taro with their members', async () => {
    const all = await user.contactGroups.allList();
    expect(all.items.map((g) => g.groupName)).toEqual([
      '営業チーム',
      'よく電話する取引先',
      'グループ3',
      'グループ4',
      'グループ5',
    ]);
    expect(all.items[0]).toMatchObject({ internalCount: 4, externalCount: 0 });
    expect(all.items[1]).toMatchObject({ internalCount: 0, externalCount: 2 });
  });
});

describe('adding and renaming', () => {
  it('adds up to ten groups and refuses the eleventh, changing nothing', async () => {
    const { client } = await newPerson();
    for (let n = 6; n <= 10; n += 1) {
      const group = await client.contactGroups.addOrUpdate({ body: { groupName: `  追加${n}  ` } });
      expect(group.groupName).toBe(`追加${n}`);
    }
    await expect(client.contactGroups.addOrUpdate({ body: { groupName: '十一番目' } })).rejects.toMatchObject(
      {
        statusCode: 400,
        data: { code: 'GROUP_LIMIT_EXCEEDED' },
      },
    );
    const headers = await client.contactGroups.headerList();
    expect(headers.items).toHaveLength(10);
    expect(headers.items.map((g) => g.groupName)).not.toContain('十一番目');
  });

  it('renames a group of the user, even at ten', async () => {
    const { client } = await newPerson();
    const [first] = (await client.contactGroups.headerList()).items;
    const renamed = await client.contactGroups.addOrUpdate({
      body: { groupId: first!.groupId, groupName: '𠮷野家の仲間' },
    });
    expect(renamed).toMatchObject({ groupId: first!.groupId, groupName: '𠮷野家の仲間', sortScore: 0 });
    expect((await client.contactGroups.headerList()).items[0]?.groupName).toBe('𠮷野家の仲間');
  });

  it('refuses a blank name or one over 50 characters with field errors, changing nothing', async () => {
    const { client } = await newPerson();
    const [first] = (await client.contactGroups.headerList()).items;
    for (const groupName of ['   ', '', 'あ'.repeat(51)]) {
      await expect(
        client.contactGroups.addOrUpdate({ body: { groupId: first!.groupId, groupName } }),
      ).rejects.toMatchObject({
        statusCode: 400,
        data: {
          code: 'VALIDATION_FAILED',
          fieldErrors: [expect.objectContaining({ path: 'body.groupName' })],
        },
      });
    }
    // 50 code points, one of them outside the BMP, is within the limit.
    const longest = '𠮷' + 'あ'.repeat(49);
    await client.contactGroups.addOrUpdate({ body: { groupId: first!.groupId, groupName: longest } });
    expect((await client.contactGroups.headerList()).items[0]?.groupName).toBe(longest);
    expect((await client.contactGroups.headerList()).items).toHaveLength(5);
  });

  it("answers 404 to renaming another user's or tenant's group", async () => {
    const theirs = (await admin.contactGroups.headerList()).items[0]!;
    const trials = (await trialAdmin.contactGroups.headerList()).items[0]!;
    for (const groupId of [theirs.groupId, trials.groupId]) {
      await expect(
        user.contactGroups.addOrUpdate({ body: { groupId, groupName: '乗っ取り' } }),
      ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_NOT_FOUND' } });
    }
    expect((await admin.contactGroups.headerList()).items[0]?.groupName).toBe(theirs.groupName);
  });
});

describe('deleting', () => {
  it('deletes groups while five remain and refuses one that would leave four, deleting none', async () => {
    const { client } = await newPerson();
    const a = await client.contactGroups.addOrUpdate({ body: { groupName: 'A' } });
    const b = await client.contactGroups.addOrUpdate({ body: { groupName: 'B' } });
    const five = (await client.contactGroups.headerList()).items.slice(0, 5);
    await expect(
      client.contactGroups.delete({ body: { groupIds: [a.groupId, b.groupId, five[0]!.groupId] } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'GROUP_MINIMUM_REQUIRED' } });
    expect((await client.contactGroups.headerList()).items).toHaveLength(7);
    expect(await client.contactGroups.delete({ body: { groupIds: [a.groupId, b.groupId] } })).toEqual({
      deletedCount: 2,
    });
    expect((await client.contactGroups.headerList()).items.map((g) => g.groupId)).toEqual(
      five.map((g) => g.groupId),
    );
    await expect(
      client.contactGroups.delete({ body: { groupIds: [five[4]!.groupId] } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'GROUP_MINIMUM_REQUIRED' } });
  });

  it("answers 404 to deleting another user's group and deletes nothing", async () => {
    const { client } = await newPerson();
    const extra = await client.contactGroups.addOrUpdate({ body: { groupName: '追加' } });
    const theirs = (await admin.contactGroups.headerList()).items[0]!;
    await expect(
      client.contactGroups.delete({ body: { groupIds: [extra.groupId, theirs.groupId] } }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_NOT_FOUND' } });
    expect((await client.contactGroups.headerList()).items).toHaveLength(6);
    expect((await admin.contactGroups.headerList()).items[0]?.groupId).toBe(theirs.groupId);
  });

  it('takes the members with the group', async () => {
    const { client } = await newPerson();
    const extra = await client.contactGroups.addOrUpdate({ body: { groupName: '消える' } });
    await client.contactGroups.copyFromInternal({
      params: { groupId: extra.groupId },
      body: { contactIds: [await userIdOf('admin')] },
    });
    await client.contactGroups.delete({ body: { groupIds: [extra.groupId] } });
    const left = await server.db
      .selectFrom('contact_group_members')
      .select('id')
      .where('group_id', '=', extra.groupId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('sorting', () => {
  it('puts the groups in the order given', async () => {
    const { client } = await newPerson();
    const ids = (await client.contactGroups.headerList()).items.map((g) => g.groupId);
    const order = [ids[4]!, ids[2]!, ids[0]!, ids[1]!, ids[3]!];
    const sorted = await client.contactGroups.sort({ body: { groupIds: order } });
    expect(sorted.items.map((g) => g.groupId)).toEqual(order);
    expect((await client.contactGroups.headerList()).items.map((g) => g.groupId)).toEqual(order);
  });

  it('refuses an order that leaves a group out, repeats one or has fewer than five, changing nothing', async () => {
    const { client } = await newPerson();
    const extra = await client.contactGroups.addOrUpdate({ body: { groupName: '六番目' } });
    const ids = (await client.contactGroups.headerList()).items.map((g) => g.groupId);
    for (const groupIds of [ids.slice(1), [ids[0]!, ...ids.slice(0, 5)], ids.slice(0, 4)]) {
      await expect(client.contactGroups.sort({ body: { groupIds } })).rejects.toMatchObject({
        statusCode: 400,
        data: {
          code: 'VALIDATION_FAILED',
          fieldErrors: [expect.objectContaining({ path: 'body.groupIds' })],
        },
      });
    }
    expect((await client.contactGroups.headerList()).items.map((g) => g.groupId)).toEqual(ids);
    expect(ids.at(-1)).toBe(extra.groupId);
  });

  it("answers 404 to an order naming another user's group", async () => {
    const { client } = await newPerson();
    const ids = (await client.contactGroups.headerList()).items.map((g) => g.groupId);
    const theirs = (await admin.contactGroups.headerList()).items[0]!.groupId;
    await expect(
      client.contactGroups.sort({ body: { groupIds: [theirs, ...ids.slice(1)] } }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_NOT_FOUND' } });
  });
});

describe('members', () => {
  it('adds people of the directory once however often they are named, with what the list shows', async () => {
    const { client } = await newPerson();
    const [group] = (await client.contactGroups.headerList()).items;
    const adminId = await userIdOf('admin');
    const yamadaId = await userIdOf('yamada.taro');
    const params = { groupId: group!.groupId };
    expect(
      await client.contactGroups.copyFromInternal({
        params,
        body: { contactIds: [adminId, yamadaId, adminId] },
      }),
    ).toEqual({ addedCount: 2 });
    expect(await client.contactGroups.copyFromInternal({ params, body: { contactIds: [adminId] } })).toEqual({
      addedCount: 0,
    });
    const { items } = await client.contactGroups.internalContacts({ params });
    expect(items.map((m) => [m.linkageContactId, m.fullname])).toEqual([
      [adminId, '管理 花子'],
      [yamadaId, '山田 太郎'],
    ]);
    expect(items[0]).toMatchObject({
      extensionNum: '1000',
      position: '部長',
      presence: { status: expect.any(String), cssClass: expect.stringMatching(/^presence-/) },
    });
    expect(items[1]?.divisions.map((d) => d.divisionName)).toContain('営業一課');
    expect((await client.contactGroups.allList()).items[0]).toMatchObject({
      internalCount: 2,
      externalCount: 0,
    });
  });

  it('refuses a person of another tenant, adding none of the others', async () => {
    const { client } = await newPerson();
    const [group] = (await client.contactGroups.headerList()).items;
    const params = { groupId: group!.groupId };
    await expect(
      client.contactGroups.copyFromInternal({
        params,
        body: { contactIds: [await userIdOf('admin'), await userIdOf('admin', 'trial')] },
      }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'CONTACT_NOT_FOUND' } });
    expect((await client.contactGroups.internalContacts({ params })).items).toEqual([]);
  });

  it('adds external contacts the user can read, and refuses one of a folder they cannot', async () => {
    const { client } = await newPerson();
    const [group] = (await client.contactGroups.headerList()).items;
    const params = { groupId: group!.groupId };
    const sasaki = await externalContactNamed('佐々木 健一');
    expect(
      await client.contactGroups.copyFromExternal({
        params,
        body: {
          contacts: [
            { folderType: 'COMMON', contactId: sasaki },
            { folderType: 'COMMON', contactId: sasaki },
          ],
        },
      }),
    ).toEqual({ addedCount: 1 });
    const { items } = await client.contactGroups.externalContacts({ params });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      linkageContactId: sasaki,
      fullname: '佐々木 健一',
      folderType: 'COMMON',
      folderName: '取引先',
    });
    // The admin's personal folder, another tenant's contact, and a folder type that is not the contact's.
    const personal = await server.db
      .selectFrom('external_contacts as c')
      .innerJoin('contact_folders as f', 'f.id', 'c.folder_id')
      .innerJoin('users as u', 'u.id', 'f.owner_user_id')
      .select('c.id')
      .where('u.account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow();
    for (const contact of [
      { folderType: 'PERSONAL' as const, contactId: Number(personal.id) },
      { folderType: 'COMMON' as const, contactId: await anyExternalContactOf('trial') },
      { folderType: 'PERSONAL' as const, contactId: sasaki },
    ]) {
      await expect(
        client.contactGroups.copyFromExternal({ params, body: { contacts: [contact] } }),
      ).rejects.toMatchObject({ statusCode: 404, data: { code: 'EXTERNAL_CONTACT_NOT_FOUND' } });
    }
    expect((await client.contactGroups.externalContacts({ params })).items).toHaveLength(1);
  });

  it('moves members to another group, keeping one copy where the contact already was', async () => {
    const { client } = await newPerson();
    const [from, to] = (await client.contactGroups.headerList()).items;
    const adminId = await userIdOf('admin');
    const yamadaId = await userIdOf('yamada.taro');
    await client.contactGroups.copyFromInternal({
      params: { groupId: from!.groupId },
      body: { contactIds: [adminId, yamadaId] },
    });
    await client.contactGroups.copyFromInternal({
      params: { groupId: to!.groupId },
      body: { contactIds: [adminId] },
    });
    const members = (await client.contactGroups.internalContacts({ params: { groupId: from!.groupId } }))
      .items;
    expect(
      await client.contactGroups.move({
        params: { groupId: from!.groupId },
        body: { destGroupId: to!.groupId, contactIds: members.map((m) => m.contactId) },
      }),
    ).toEqual({ movedCount: 2 });
    expect(
      (await client.contactGroups.internalContacts({ params: { groupId: from!.groupId } })).items,
    ).toEqual([]);
    expect(
      (await client.contactGroups.internalContacts({ params: { groupId: to!.groupId } })).items.map(
        (m) => m.linkageContactId,
      ),
    ).toEqual([adminId, yamadaId]);
  });

  it("refuses a move to another user's group or of members not in the group, moving nothing", async () => {
    const { client } = await newPerson();
    const [from, to] = (await client.contactGroups.headerList()).items;
    const params = { groupId: from!.groupId };
    await client.contactGroups.copyFromInternal({ params, body: { contactIds: [await userIdOf('admin')] } });
    const [member] = (await client.contactGroups.internalContacts({ params })).items;
    const theirs = (await admin.contactGroups.headerList()).items[0]!.groupId;
    await expect(
      client.contactGroups.move({ params, body: { destGroupId: theirs, contactIds: [member!.contactId] } }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_NOT_FOUND' } });
    const someoneElses = (
      await user.contactGroups.internalContacts({
        params: { groupId: (await user.contactGroups.headerList()).items[0]!.groupId },
      })
    ).items[0]!.contactId;
    await expect(
      client.contactGroups.move({
        params,
        body: { destGroupId: to!.groupId, contactIds: [member!.contactId, someoneElses] },
      }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_CONTACT_NOT_FOUND' } });
    await expect(
      client.contactGroups.move({
        params,
        body: { destGroupId: from!.groupId, contactIds: [member!.contactId] },
      }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'VALIDATION_FAILED' } });
    expect((await client.contactGroups.internalContacts({ params })).items).toHaveLength(1);
  });

  it('removes members from the group only, and refuses ids that are not its members', async () => {
    const { client } = await newPerson();
    const [group] = (await client.contactGroups.headerList()).items;
    const params = { groupId: group!.groupId };
    await client.contactGroups.copyFromInternal({
      params,
      body: { contactIds: [await userIdOf('admin'), await userIdOf('yamada.taro')] },
    });
    const [first, second] = (await client.contactGroups.internalContacts({ params })).items;
    await expect(
      client.contactGroups.removeContacts({ params, body: { contactIds: [first!.contactId, 999_999_999] } }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'GROUP_CONTACT_NOT_FOUND' } });
    expect(
      await client.contactGroups.removeContacts({ params, body: { contactIds: [first!.contactId] } }),
    ).toEqual({
      removedCount: 1,
    });
    expect((await client.contactGroups.internalContacts({ params })).items.map((m) => m.contactId)).toEqual([
      second!.contactId,
    ]);
    // The person is still in the directory.
    expect(await userIdOf('admin')).toBe(first!.linkageContactId);
  });

  it("answers 404 for another user's or tenant's group members", async () => {
    const theirs = (await admin.contactGroups.headerList()).items[0]!;
    const trials = (await trialAdmin.contactGroups.headerList()).items[0]!;
    for (const groupId of [theirs.groupId, trials.groupId]) {
      await expect(user.contactGroups.internalContacts({ params: { groupId } })).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(user.contactGroups.externalContacts({ params: { groupId } })).rejects.toMatchObject({
        statusCode: 404,
      });
    }
  });

  it('drops a person who is disabled or deleted and a contact that is deleted or no longer readable', async () => {
    const { client } = await newPerson();
    const [group] = (await client.contactGroups.headerList()).items;
    const params = { groupId: group!.groupId };
    const leaving = await newPerson();
    const gone = await newPerson();
    await client.contactGroups.copyFromInternal({
      params,
      body: { contactIds: [leaving.userId, gone.userId, await userIdOf('admin')] },
    });
    const folder = await server.db
      .selectFrom('contact_folders')
      .select(['id', 'tenant_id'])
      .where('name', '=', '取引先')
      .executeTakeFirstOrThrow();
    const [kept, deleted] = await server.db
      .insertInto('external_contacts')
      .values(
        ['残る 連絡先', '消える 連絡先'].map((fullname) => ({
          tenant_id: folder.tenant_id,
          folder_id: folder.id,
          fullname,
          registered_user_id: null,
          updated_user_id: null,
        })),
      )
      .returning('id')
      .execute();
    await client.contactGroups.copyFromExternal({
      params,
      body: {
        contacts: [
          { folderType: 'COMMON', contactId: Number(kept!.id) },
          { folderType: 'COMMON', contactId: Number(deleted!.id) },
        ],
      },
    });
    await server.db.updateTable('users').set({ enabled: false }).where('id', '=', leaving.userId).execute();
    await server.db.deleteFrom('users').where('id', '=', gone.userId).execute();
    await server.db.deleteFrom('external_contacts').where('id', '=', Number(deleted!.id)).execute();
    expect((await client.contactGroups.internalContacts({ params })).items.map((m) => m.fullname)).toEqual([
      '管理 花子',
    ]);
    expect((await client.contactGroups.externalContacts({ params })).items.map((m) => m.fullname)).toEqual([
      '残る 連絡先',
    ]);
    expect((await client.contactGroups.allList()).items[0]).toMatchObject({
      internalCount: 1,
      externalCount: 1,
    });
    // The folder stops being public: a user without the right to read all folders loses sight of it.
    await server.db
      .updateTable('contact_folders')
      .set({ tenant_public: false })
      .where('id', '=', folder.id)
      .execute();
    try {
      expect((await client.contactGroups.externalContacts({ params })).items).toEqual([]);
      expect((await client.contactGroups.allList()).items[0]).toMatchObject({ externalCount: 0 });
    } finally {
      await server.db
        .updateTable('contact_folders')
        .set({ tenant_public: true })
        .where('id', '=', folder.id)
        .execute();
    }
  });
});
