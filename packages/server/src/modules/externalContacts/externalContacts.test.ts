import type { KizunaClient } from '@kizuna/api-client';
import type { ContactFolder } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let user: KizunaClient;
let admin: KizunaClient;
let trialAdmin: KizunaClient;

async function folderNamed(
  client: KizunaClient,
  type: 'common' | 'personal',
  name: string,
): Promise<ContactFolder> {
  const list =
    type === 'common' ? await client.contactFolders.commonList() : await client.contactFolders.personalList();
  const folder = list.items.find((item) => item.folderName === name);
  if (!folder) throw new Error(`no ${type} folder ${name}`);
  return folder;
}

async function allNames(client: KizunaClient, type: 'common' | 'personal', folderId: number, freeWord = '') {
  const page = await client.externalContacts.search({
    params: { folderType: type, folderId },
    body: { page: 1, freeWord },
  });
  return page.items.map((item) => item.fullname);
}

async function contactCount(folderId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('external_contacts')
    .select('id')
    .where('folder_id', '=', folderId)
    .execute();
  return rows.length;
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

describe('folders', () => {
  it('lists the common folders a user can read, with who may edit them', async () => {
    const forUser = await user.contactFolders.commonList();
    expect(forUser.manageable).toBe(false);
    // In sort order; the demo may hold further public folders after these.
    expect(forUser.items.slice(0, 2).map((f) => [f.folderName, f.editable, f.usersCanEdit])).toEqual([
      ['取引先', true, true],
      ['協力会社', false, false],
    ]);
    expect(forUser.items.map((f) => f.folderName)).not.toContain('役員専用');
    expect(forUser.items[0]!.contactCount).toBeGreaterThan(0);
    const forAdmin = await admin.contactFolders.commonList();
    expect(forAdmin.manageable).toBe(true);
    expect(forAdmin.items.map((f) => f.folderName)).toEqual(
      expect.arrayContaining(['取引先', '協力会社', '役員専用']),
    );
    expect(forAdmin.items.find((f) => f.folderName === '役員専用')?.tenantPublic).toBe(false);
    expect(forAdmin.items.every((f) => f.editable)).toBe(true);
  });

  it('answers 404 for a common folder that is not public to the user, and never its contents', async () => {
    const secret = await folderNamed(admin, 'common', '役員専用');
    const params = { folderType: 'common' as const, folderId: secret.folderId };
    await expect(user.externalContacts.search({ params, body: { page: 1 } })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(user.externalContacts.accessible({ params })).rejects.toMatchObject({ statusCode: 404 });
    expect(await admin.externalContacts.accessible({ params })).toEqual({ accessible: true });
  });

  it("answers 404 for another user's personal folder and its contacts", async () => {
    const adminFolder = await folderNamed(admin, 'personal', '個人の連絡先');
    const params = { folderType: 'personal' as const, folderId: adminFolder.folderId };
    await expect(user.externalContacts.search({ params, body: { page: 1 } })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(user.externalContacts.add({ params, body: { fullname: '侵入 者' } })).rejects.toMatchObject({
      statusCode: 404,
    });
    const [contact] = (await admin.externalContacts.search({ params, body: { page: 1 } })).items;
    await expect(
      user.externalContacts.detail({ params: { folderType: 'personal', contactId: contact!.contactId } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.contactFolders.personalUpdate({
        params: { folderId: adminFolder.folderId },
        body: { folderName: 'x' },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    // The folder type of the path must be the folder's own.
    await expect(
      admin.externalContacts.search({
        params: { folderType: 'common', folderId: adminFolder.folderId },
        body: { page: 1 },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await contactCount(adminFolder.folderId)).toBe(1);
  });

  it('searches every folder the user reads at once, and no folder they cannot read', async () => {
    const readable = [
      ...(await user.contactFolders.commonList()).items,
      ...(await user.contactFolders.personalList()).items,
    ];
    const everything = await user.externalContacts.searchAll({ body: { page: 1 } });
    expect(everything.totalCount).toBe(readable.reduce((sum, folder) => sum + folder.contactCount, 0));
    const found = await user.externalContacts.searchAll({ body: { page: 1, freeWord: 'みなと' } });
    expect(found.items.map((item) => [item.fullname, item.folderName])).toEqual(
      expect.arrayContaining([
        ['佐々木 健一', '取引先'],
        ['高橋 美咲', '取引先'],
      ]),
    );
    const readableIds = readable.map((folder) => folder.folderId);
    expect(found.items.every((item) => readableIds.includes(item.folderId))).toBe(true);

    for (const [type, name] of [
      ['common', '役員専用'],
      ['personal', '個人の連絡先'],
    ] as const) {
      const hiddenFolder = await folderNamed(admin, type, name);
      const params = { folderType: type, folderId: hiddenFolder.folderId };
      const [hidden] = (await admin.externalContacts.search({ params, body: { page: 1 } })).items;
      const body = { page: 1, freeWord: hidden!.fullname };
      const ids = async (client: KizunaClient) =>
        (await client.externalContacts.searchAll({ body })).items.map((item) => item.contactId);
      expect(await ids(admin), name).toContain(hidden!.contactId);
      expect(await ids(user), name).not.toContain(hidden!.contactId);
    }
  });

  it('lets a user create, rename, re-sort and delete their personal folders; a name is required', async () => {
    const created = await user.contactFolders.personalCreate({
      body: { folderName: '  趣味の会  ', folderDescription: '週末の集まり', sortScore: '5' },
    });
    expect(created).toMatchObject({
      folderName: '趣味の会',
      folderType: 'PERSONAL',
      editable: true,
      sortScore: 5,
    });
    await expect(user.contactFolders.personalCreate({ body: { folderName: '   ' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.folderName', key: 'required' })] },
    });
    const renamed = await user.contactFolders.personalUpdate({
      params: { folderId: created.folderId },
      body: { folderName: '同窓会', sortScore: 0 },
    });
    expect(renamed).toMatchObject({ folderName: '同窓会', folderDescription: '' });
    expect((await user.contactFolders.personalList()).items.map((f) => f.folderName)).toContain('同窓会');
    expect(await user.contactFolders.personalDelete({ params: { folderId: created.folderId } })).toEqual({
      deletedCount: 1,
    });
    expect((await user.contactFolders.personalList()).items.map((f) => f.folderName)).not.toContain('同窓会');
  });

  it('lets only common-contact admins manage common folders', async () => {
    await expect(
      user.contactFolders.commonCreate({ body: { folderName: '勝手な共有' } }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    const created = await admin.contactFolders.commonCreate({
      body: { folderName: '展示会 2026', folderDescription: '名刺交換した来場者', usersCanEdit: false },
    });
    expect(
      (await user.contactFolders.commonList()).items.find((f) => f.folderId === created.folderId),
    ).toMatchObject({
      editable: false,
    });
    const updated = await admin.contactFolders.commonUpdate({
      params: { folderId: created.folderId },
      body: { folderName: '展示会', usersCanEdit: true },
    });
    expect(updated).toMatchObject({ folderName: '展示会', usersCanEdit: true, tenantPublic: true });
    expect(
      (await user.contactFolders.commonList()).items.find((f) => f.folderId === created.folderId),
    ).toMatchObject({
      editable: true,
    });
    expect(await admin.contactFolders.commonDelete({ body: { folderIds: [created.folderId] } })).toEqual({
      deletedCount: 1,
    });
  });
});

describe('contacts', () => {
  it('adds a contact to a personal folder and shows every field, registration info and the row', async () => {
    const folder = await folderNamed(user, 'personal', '個人の連絡先');
    const params = { folderType: 'personal' as const, folderId: folder.folderId };
    const { contactId } = await user.externalContacts.add({
      params,
      body: {
        fullname: '河野 りえ',
        fullnameKana: 'こうの りえ',
        companyName: '株式会社かわの',
        phoneNum: '03-1234-9876',
        webUrl: 'https://kawano.example.jp/',
        sortScore: '12',
      },
    });
    const detail = await user.externalContacts.detail({ params: { folderType: 'personal', contactId } });
    expect(detail).toMatchObject({
      contactId,
      folderType: 'PERSONAL',
      folderName: '個人の連絡先',
      fullname: '河野 りえ',
      phoneNum: '03-1234-9876',
      sortScore: 12,
      editable: true,
      registeredUserFullname: '山田 太郎',
      ocrStatus: 'CAN_SEND',
      hasBizcard: false,
    });
    const info = await user.externalContacts.registeredInfo({
      params: { folderType: 'personal', contactId },
    });
    expect(info).toMatchObject({
      registeredUserFullname: '山田 太郎',
      folderName: '個人の連絡先',
      folderType: 'PERSONAL',
    });
    expect(info.registeredUserDivisionNames.length).toBeGreaterThan(0);
    const phones = await server.db
      .selectFrom('external_contact_phones')
      .select('digits')
      .where('contact_id', '=', contactId)
      .execute();
    expect(phones).toEqual([{ digits: '0312349876' }]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const folder = await folderNamed(user, 'personal', '個人の連絡先');
    const params = { folderType: 'personal' as const, folderId: folder.folderId };
    const before = await contactCount(folder.folderId);
    await expect(
      user.externalContacts.add({
        params,
        body: {
          fullname: ' ',
          phoneNum: '03-1234-abcd',
          webUrl: 'javascript:alert(1)',
          companyUrl: 'ftp://example.jp',
          sortScore: '1.5',
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: {
        fieldErrors: expect.arrayContaining([
          expect.objectContaining({ path: 'body.fullname', key: 'required' }),
          expect.objectContaining({ path: 'body.phoneNum' }),
          expect.objectContaining({ path: 'body.webUrl', key: 'url' }),
          expect.objectContaining({ path: 'body.companyUrl', key: 'url' }),
          expect.objectContaining({ path: 'body.sortScore' }),
        ]),
      },
    });
    expect(await contactCount(folder.folderId)).toBe(before);
    // Every phone character of §5 is accepted.
    const { contactId } = await user.externalContacts.add({
      params,
      body: { fullname: '記号 太郎', phoneNum: '+81-3,1;2*3#4' },
    });
    expect(contactId).toBeGreaterThan(0);
  });

  it('finds contacts by kana typed in hiragana, katakana or half-width katakana, by romaji, and by name without spaces', async () => {
    const folder = await folderNamed(user, 'common', '取引先');
    for (const word of ['ささき', 'ササキ', 'ｻｻｷ', 'sasaki', '佐々木健一', 'みなと 部長']) {
      expect(await allNames(user, 'common', folder.folderId, word), word).toEqual(['佐々木 健一']);
    }
    expect(await allNames(user, 'common', folder.folderId, 'みなとしょうじ')).toEqual([
      '佐々木 健一',
      '高橋 美咲',
    ]);
    expect(await allNames(user, 'common', folder.folderId, '100%')).toEqual([]);
    const count = await user.externalContacts.count({
      params: { folderType: 'common', folderId: folder.folderId },
      body: { page: 1, freeWord: 'ﾐﾅﾄ' },
    });
    expect(count).toEqual({ count: 2 });
  });

  it('sorts by column and direction and pages by 10', async () => {
    const created = await admin.contactFolders.commonCreate({ body: { folderName: '並べ替え' } });
    const params = { folderType: 'common' as const, folderId: created.folderId };
    const kana = ['あ', 'い', 'う', 'え', 'お', 'か', 'き', 'く', 'け', 'こ', 'さ', 'し'];
    for (const [i, k] of kana.entries()) {
      await admin.externalContacts.add({
        params,
        body: { fullname: `名前${i}`, fullnameKana: k, companyName: `会社${11 - i}`, sortScore: 100 - i },
      });
    }
    const first = await admin.externalContacts.search({
      params,
      body: { page: 1, sortColumn: 'fullname', sortOrder: 'ASC' },
    });
    expect(first).toMatchObject({ totalCount: 12, size: 10, page: 1, hasNext: true, hasPrevious: false });
    expect(first.items.map((i) => i.fullnameKana)).toEqual(kana.slice(0, 10));
    const second = await admin.externalContacts.search({ params, body: { page: 2 } });
    expect(second).toMatchObject({ hasNext: false, hasPrevious: true, offset: 10 });
    expect(second.items.map((i) => i.fullnameKana)).toEqual(['さ', 'し']);
    const desc = await admin.externalContacts.search({
      params,
      body: { page: 1, sortColumn: 'sortScore', sortOrder: 'DESC' },
    });
    expect(desc.items[0]!.fullname).toBe('名前0');
    const asc = await admin.externalContacts.search({
      params,
      body: { page: 1, sortColumn: 'sortScore', sortOrder: 'ASC' },
    });
    expect(asc.items[0]!.fullname).toBe('名前11');
  });

  it('edits a contact: every field saved, fullname required, read-only folders refused', async () => {
    const folder = await folderNamed(user, 'common', '取引先');
    const [row] = (
      await user.externalContacts.search({
        params: { folderType: 'common', folderId: folder.folderId },
        body: { page: 1, freeWord: '渡辺' },
      })
    ).items;
    const params = { folderType: 'common' as const, contactId: row!.contactId };
    const form = await user.externalContacts.editForm({ params });
    const saved = await user.externalContacts.edit({
      params,
      body: { ...form, position: '部長', mobileNum: '090-0000-1234' },
    });
    expect(saved).toMatchObject({
      position: '部長',
      mobileNum: '090-0000-1234',
      companyName: '北斗システム株式会社',
    });
    await expect(
      user.externalContacts.edit({ params, body: { ...form, fullname: '' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await user.externalContacts.detail({ params })).fullname).toBe('渡辺 大輔');
    const partners = await folderNamed(user, 'common', '協力会社');
    const [partner] = (
      await user.externalContacts.search({
        params: { folderType: 'common', folderId: partners.folderId },
        body: { page: 1 },
      })
    ).items;
    const partnerParams = { folderType: 'common' as const, contactId: partner!.contactId };
    expect((await user.externalContacts.detail({ params: partnerParams })).editable).toBe(false);
    await expect(user.externalContacts.editForm({ params: partnerParams })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      user.externalContacts.edit({ params: partnerParams, body: { fullname: '書き換え' } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(user.externalContacts.deleteContact({ params: partnerParams })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(
      await user.externalContacts.accessible({
        params: { folderType: 'common', folderId: partners.folderId },
      }),
    ).toEqual({ accessible: false });
    expect((await user.externalContacts.detail({ params: partnerParams })).fullname).toBe(partner!.fullname);
  });

  it('deletes one or many contacts of a folder, all or nothing', async () => {
    const folder = await user.contactFolders.personalCreate({ body: { folderName: '削除テスト' } });
    const params = { folderType: 'personal' as const, folderId: folder.folderId };
    const ids: number[] = [];
    for (const name of ['一郎', '二郎', '三郎'])
      ids.push((await user.externalContacts.add({ params, body: { fullname: name } })).contactId);
    const elsewhere = (await folderNamed(user, 'common', '取引先')).folderId;
    const [outside] = (
      await user.externalContacts.search({
        params: { folderType: 'common', folderId: elsewhere },
        body: { page: 1 },
      })
    ).items;
    await expect(
      user.externalContacts.deleteContacts({ params, body: { contactIds: [ids[0]!, outside!.contactId] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await contactCount(folder.folderId)).toBe(3);
    expect(
      await user.externalContacts.deleteContacts({ params, body: { contactIds: [ids[0]!, ids[1]!] } }),
    ).toEqual({
      deletedCount: 2,
    });
    expect(
      await user.externalContacts.deleteContact({ params: { folderType: 'personal', contactId: ids[2]! } }),
    ).toEqual({ deletedCount: 1 });
    expect(await contactCount(folder.folderId)).toBe(0);
  });

  it('copies and moves contacts only into editable common folders', async () => {
    const personal = await user.contactFolders.personalCreate({ body: { folderName: 'コピー元' } });
    const params = { folderType: 'personal' as const, folderId: personal.folderId };
    const { contactId } = await user.externalContacts.add({
      params,
      body: { fullname: '複写 花子', phoneNum: '03-9999-0000' },
    });
    const shared = await folderNamed(user, 'common', '取引先');
    const readOnly = await folderNamed(user, 'common', '協力会社');
    const otherPersonal = await user.contactFolders.personalCreate({ body: { folderName: '別の個人' } });
    for (const destFolderId of [readOnly.folderId, otherPersonal.folderId]) {
      await expect(
        user.contactFolders.personalCopyContacts({
          params: { folderId: personal.folderId },
          body: { destFolderId, sourceData: { contactIds: [contactId] } },
        }),
      ).rejects.toMatchObject({ statusCode: expect.any(Number) });
    }
    expect(await contactCount(readOnly.folderId)).toBe(2);
    expect(await contactCount(otherPersonal.folderId)).toBe(0);
    const before = await contactCount(shared.folderId);
    expect(
      await user.contactFolders.personalCopyContacts({
        params: { folderId: personal.folderId },
        body: { destFolderId: shared.folderId, sourceData: { contactIds: [contactId], operation: 'COPY' } },
      }),
    ).toEqual({ count: 1 });
    expect(await contactCount(shared.folderId)).toBe(before + 1);
    expect(await contactCount(personal.folderId)).toBe(1);
    expect(await allNames(user, 'common', shared.folderId, 'ふくしゃ')).toEqual([]);
    expect(await allNames(user, 'common', shared.folderId, '複写')).toEqual(['複写 花子']);
    expect(
      await user.contactFolders.personalCopyContacts({
        params: { folderId: personal.folderId },
        body: { destFolderId: shared.folderId, sourceData: { contactIds: [contactId], operation: 'MOVE' } },
      }),
    ).toEqual({ count: 1 });
    expect(await contactCount(personal.folderId)).toBe(0);
    expect(await allNames(user, 'common', shared.folderId, '複写')).toEqual(['複写 花子', '複写 花子']);
  });

  it('refuses copies under the tenant’s copy-inhibit, except to common-contact admins; moves still work', async () => {
    const tenantId = await tenantIdOf(server.db, 'demo');
    await server.db.updateTable('tenants').set({ copy_inhibit: true }).where('id', '=', tenantId).execute();
    try {
      const personal = await user.contactFolders.personalCreate({ body: { folderName: '禁止テスト' } });
      const { contactId } = await user.externalContacts.add({
        params: { folderType: 'personal', folderId: personal.folderId },
        body: { fullname: '禁止 次郎' },
      });
      expect(
        (await user.externalContacts.detail({ params: { folderType: 'personal', contactId } })).copyable,
      ).toBe(false);
      const shared = await folderNamed(user, 'common', '取引先');
      const request = (operation: 'COPY' | 'MOVE') =>
        user.contactFolders.personalCopyContacts({
          params: { folderId: personal.folderId },
          body: { destFolderId: shared.folderId, sourceData: { contactIds: [contactId], operation } },
        });
      await expect(request('COPY')).rejects.toMatchObject({
        statusCode: 403,
        errorCode: 'COPY_INHIBITED',
      });
      expect(await request('MOVE')).toEqual({ count: 1 });
    } finally {
      await server.db
        .updateTable('tenants')
        .set({ copy_inhibit: false })
        .where('id', '=', tenantId)
        .execute();
    }
  });

  it('keeps tenants apart', async () => {
    const trialFolder = await folderNamed(trialAdmin, 'common', '取引先');
    await expect(
      admin.externalContacts.search({
        params: { folderType: 'common', folderId: trialFolder.folderId },
        body: { page: 1 },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await trialAdmin.contactFolders.commonList()).items.map((f) => f.folderName)).toEqual(['取引先']);
  });

  it('stores a contact photo; a file that is not an image is refused', async () => {
    const folder = await folderNamed(user, 'personal', '個人の連絡先');
    const { contactId } = await user.externalContacts.add({
      params: { folderType: 'personal', folderId: folder.folderId },
      body: { fullname: '写真 太郎' },
    });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], 'face.png', { type: 'image/png' });
    const result = await user.externalContacts.uploadImage({ params: { contactId }, body: { file } });
    expect(result.contactId).toBe(contactId);
    const detail = await user.externalContacts.detail({ params: { folderType: 'personal', contactId } });
    expect(detail).toMatchObject({ hasPhoto: true, photoUpdatedAt: result.photoUpdatedAt });
    const text = new File(['not an image'], 'face.png', { type: 'image/png' });
    await expect(
      user.externalContacts.uploadImage({ params: { contactId }, body: { file: text } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('serves a photo to those who can read the contact, as a thumbnail and the original; 404 to everyone else', async () => {
    const folder = await folderNamed(user, 'personal', '個人の連絡先');
    const params = { folderType: 'personal' as const, folderId: folder.folderId };
    const { contactId } = await user.externalContacts.add({ params, body: { fullname: '顔写真 花子' } });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    await user.externalContacts.uploadImage({
      params: { contactId },
      body: { file: new File([new Uint8Array(png)], 'hanako.png', { type: 'image/png' }) },
    });
    const row = (await user.externalContacts.search({ params, body: { page: 1, freeWord: '顔写真' } }))
      .items[0];
    expect(row?.photoUpdatedAt).not.toBeNull();

    const [own, other, trial] = await Promise.all([
      server.rawSession('demoUser'),
      server.rawSession('demoAdmin'),
      server.rawSession('trialAdmin'),
    ]);
    const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/front/contactImage/${path}`, {
        headers: { ...(cookie ? { cookie } : {}), ...headers },
      });

    const thumbnail = await get(`thumbnail/${contactId}`, own.cookie);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      width: 128,
      height: 128,
    });
    const original = await get(`original/${contactId}`, own.cookie);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    const etag = original.headers.get('etag')!;
    expect((await get(`original/${contactId}`, own.cookie, { 'if-none-match': etag })).status).toBe(304);

    // Another user's personal folder, another tenant, no session, a bad id or kind.
    expect((await get(`thumbnail/${contactId}`, other.cookie)).status).toBe(404);
    expect((await get(`original/${contactId}`, trial.cookie)).status).toBe(404);
    expect((await get(`thumbnail/${contactId}`)).status).toBe(401);
    expect((await get('thumbnail/abc', own.cookie)).status).toBe(404);
    expect((await get(`large/${contactId}`, own.cookie)).status).toBe(404);

    // A copy into a common folder carries the photo; the common folder's readers see it.
    const partners = await folderNamed(user, 'common', '取引先');
    await user.contactFolders.personalCopyContacts({
      params: { folderId: folder.folderId },
      body: { destFolderId: partners.folderId, sourceData: { contactIds: [contactId] } },
    });
    const copy = (
      await admin.externalContacts.search({
        params: { folderType: 'common', folderId: partners.folderId },
        body: { page: 1, freeWord: '顔写真' },
      })
    ).items[0]!;
    expect(copy.photoUpdatedAt).not.toBeNull();
    expect((await get(`thumbnail/${copy.contactId}`, other.cookie)).status).toBe(200);
    await admin.externalContacts.deleteContact({
      params: { folderType: 'common', contactId: copy.contactId },
    });

    // Removing: only who may edit the contact; afterwards the photo is gone everywhere.
    await expect(admin.externalContacts.deleteImage({ params: { contactId } })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await user.externalContacts.deleteImage({ params: { contactId } })).toEqual({ deletedCount: 1 });
    expect(await user.externalContacts.deleteImage({ params: { contactId } })).toEqual({ deletedCount: 0 });
    expect((await get(`thumbnail/${contactId}`, own.cookie)).status).toBe(404);
    expect(
      await user.externalContacts.detail({ params: { folderType: 'personal', contactId } }),
    ).toMatchObject({ hasPhoto: false, photoUpdatedAt: null });
  });

  it('lets readers of a read-only common folder see a photo but not change or remove it', async () => {
    const suppliers = await folderNamed(admin, 'common', '協力会社');
    const { contactId } = await admin.externalContacts.add({
      params: { folderType: 'common', folderId: suppliers.folderId },
      body: { fullname: '協力 写真' },
    });
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888888' } })
      .jpeg()
      .toBuffer();
    const file = new File([new Uint8Array(jpeg)], 'k.jpg', { type: 'image/jpeg' });
    await admin.externalContacts.uploadImage({ params: { contactId }, body: { file } });
    const { cookie } = await server.rawSession('demoUser');
    const seen = await fetch(`${server.url}/front/contactImage/original/${contactId}`, {
      headers: { cookie },
    });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    await expect(
      user.externalContacts.uploadImage({ params: { contactId }, body: { file } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(user.externalContacts.deleteImage({ params: { contactId } })).rejects.toMatchObject({
      statusCode: 403,
    });
    await admin.externalContacts.deleteContact({ params: { folderType: 'common', contactId } });
  });
});
