import type { KizunaClient } from '@kizuna/api-client';
import type { Company, ContactFolder } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { companyCodeOf, companyKeyOf, divisionPathOf } from './companyKeys.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let user: KizunaClient;
let admin: KizunaClient;

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

async function allCompanies(client: KizunaClient, freeWord = ''): Promise<Company[]> {
  const companies: Company[] = [];
  for (let page = 1; ; page++) {
    const result = await client.companyDirectory.search({ query: { page }, body: { freeWord } });
    companies.push(...result.items);
    if (!result.hasNext) return companies;
  }
}

async function companyNamed(client: KizunaClient, name: string): Promise<Company | undefined> {
  return (await allCompanies(client, name)).find((company) => company.companyName === name);
}

async function contactNames(
  client: KizunaClient,
  lbcCode: string,
  body: { freeWord?: string; divisionId?: number } = {},
) {
  const page = await client.companyDirectory.searchContacts({
    params: { lbcCode },
    query: { page: 1 },
    body: { freeWord: '', ...body },
  });
  return page.items.map((item) => item.fullname).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
});
afterAll(async () => {
  await server?.close();
});

describe('company keys', () => {
  it('makes one company of the same name written with and without its legal form, in any width', () => {
    const key = companyKeyOf('株式会社みなと商事');
    for (const name of ['㈱みなと商事', '（株）みなと商事', 'ミナト商事 株式会社', 'みなと商事']) {
      expect(companyKeyOf(name)).toBe(key);
    }
    expect(companyKeyOf('Northwind Trading Ltd.')).toBe(companyKeyOf('NORTHWIND TRADING'));
    expect(companyKeyOf('株式会社')).not.toBe('');
    expect(companyKeyOf('  ')).toBe('');
    expect(companyCodeOf(1, key)).toMatch(/^[0-9a-f]{16}$/);
    expect(companyCodeOf(1, key)).toBe(companyCodeOf(1, companyKeyOf('㈱みなと商事')));
    expect(companyCodeOf(2, key)).not.toBe(companyCodeOf(1, key));
  });

  it('reads division levels from spaces and slashes, keeping Latin names whole', () => {
    const code = companyCodeOf(1, 'x');
    expect(divisionPathOf(code, '営業本部　第一営業部').names).toEqual(['営業本部', '第一営業部']);
    expect(divisionPathOf(code, 'Asia Pacific Sales').names).toEqual(['Asia Pacific Sales']);
    expect(divisionPathOf(code, 'Sales / Tokyo').names).toEqual(['Sales', 'Tokyo']);
    const first = divisionPathOf(code, '営業本部 第一営業部');
    expect(divisionPathOf(code, 'えいぎょう').ids).toEqual(divisionPathOf(code, 'エイギョウ').ids);
    expect(first.ids[0]).toBe(divisionPathOf(code, '営業本部 第二営業部').ids[0]);
    expect(first.ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
  });
});

describe('the company directory', () => {
  it('answers 403 to a tenant without company search', async () => {
    const logistics = await server.signIn('logisticsAdmin');
    await expect(
      logistics.companyDirectory.search({ query: { page: 1 }, body: { freeWord: '' } }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(logistics.companyDirectory.count({ body: { freeWord: '' } })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('builds companies from the cards the user reads, counting every folder in registeredCount', async () => {
    const minato = await companyNamed(user, '株式会社みなと商事');
    // The newest card names the company; ㈱ and 株式会社 cards are one company.
    expect(minato).toMatchObject({ companyNameKana: 'みなとしょうじ', registeredCount: 5, visibleCount: 5 });
    // 日本橋銀行 sits in a folder only admins of common contacts read; クラウドワークス in admin's own.
    expect(await companyNamed(admin, '日本橋銀行')).toMatchObject({ registeredCount: 1, visibleCount: 1 });
    expect(await companyNamed(admin, 'クラウドワークス合同会社')).toMatchObject({ visibleCount: 1 });
    const bank = (await companyNamed(admin, '日本橋銀行')) as Company;
    expect(await contactNames(admin, bank.lbcCode)).toEqual(['加藤 隆']);
  });

  it('has no company for a user who reads none of its cards, on any endpoint', async () => {
    const demoId = await tenantIdOf(server.db, 'demo');
    const all = await allCompanies(user);
    const total = (await user.companyDirectory.count({ body: { freeWord: '' } })).count;
    expect(total).toBe(all.length);
    // A restricted common folder, and another person's personal folder: codes anyone can work out.
    for (const name of ['日本橋銀行', 'クラウドワークス合同会社']) {
      const lbcCode = companyCodeOf(Number(demoId), companyKeyOf(name));
      expect(all.map((company) => company.lbcCode)).not.toContain(lbcCode);
      expect(await allCompanies(user, name)).toEqual([]);
      expect((await user.companyDirectory.count({ body: { freeWord: name } })).count).toBe(0);
      const notFound = { statusCode: 404, data: { code: 'COMPANY_NOT_FOUND' } };
      const params = { lbcCode };
      await expect(user.companyDirectory.detail({ params })).rejects.toMatchObject(notFound);
      await expect(user.companyDirectory.info({ params })).rejects.toMatchObject(notFound);
      await expect(user.companyDirectory.divisions({ params })).rejects.toMatchObject(notFound);
      await expect(
        user.companyDirectory.divisionChildren({ params: { lbcCode, divisionId: 1 } }),
      ).rejects.toMatchObject(notFound);
      await expect(
        user.companyDirectory.searchContacts({ params, query: { page: 1 }, body: { freeWord: '' } }),
      ).rejects.toMatchObject(notFound);
      await expect(
        user.companyDirectory.totalCount({ params, body: { freeWord: '' } }),
      ).rejects.toMatchObject(notFound);
      await expect(user.companyDirectory.trees({ params, body: { divisionIds: [1] } })).rejects.toMatchObject(
        notFound,
      );
      await expect(
        user.companyDirectory.treesContactsCount({ params, body: { divisionIds: [1] } }),
      ).rejects.toMatchObject(notFound);
      // The reader of the folder still sees it whole.
      expect(await admin.companyDirectory.info({ params })).toMatchObject({ orgName: name });
      expect((await allCompanies(admin)).map((company) => company.lbcCode)).toContain(lbcCode);
    }
  });

  it('takes a company’s name and details only from cards the user reads', async () => {
    const own = await folderNamed(admin, 'personal', '個人の連絡先');
    // admin's own newer card of the same company, with another name, address and phone.
    const hidden = await admin.externalContacts.add({
      params: { folderType: 'personal', folderId: own.folderId },
      body: {
        fullname: '隠れ 太郎',
        companyName: 'ミナト商事株式会社',
        companyNameKana: 'ひみつ',
        companyZipcode: '999-9999',
        companyAddress1: '秘密の住所',
        companyUrl: 'https://secret.example.jp',
        companyPhoneNum: '03-0000-0000',
      },
    });
    try {
      const { lbcCode } = (await companyNamed(user, '株式会社みなと商事')) as Company;
      expect(await user.companyDirectory.info({ params: { lbcCode } })).toEqual({
        orgName: '株式会社みなと商事',
        zipcode: '105-0022',
        address: '東京都港区海岸1-2-3 みなとビル 8階',
        url: 'https://minato-shoji.example.jp',
        phoneNum: '03-6666-1200',
      });
      expect(await user.companyDirectory.detail({ params: { lbcCode } })).toMatchObject({
        companyName: '株式会社みなと商事',
        companyNameKana: 'みなとしょうじ',
        companyZipcode: '105-0022',
        registeredCount: 6,
        visibleCount: 5,
      });
      expect(await allCompanies(user, 'ひみつ')).toEqual([]);
      expect(await admin.companyDirectory.info({ params: { lbcCode } })).toMatchObject({
        orgName: 'ミナト商事株式会社',
        phoneNum: '03-0000-0000',
      });
    } finally {
      await admin.externalContacts.deleteContacts({
        params: { folderType: 'personal', folderId: own.folderId },
        body: { contactIds: [hidden.contactId] },
      });
    }
  });

  it('finds companies by name or reading in any width and kana, and counts them', async () => {
    const all = await allCompanies(user);
    expect((await user.companyDirectory.count({ body: { freeWord: '' } })).count).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect((await allCompanies(user, 'ミナト')).map((c) => c.companyName)).toEqual(['株式会社みなと商事']);
    expect((await allCompanies(user, 'ﾎｸﾄ')).map((c) => c.companyName)).toEqual(['北斗システム株式会社']);
    expect((await allCompanies(user, 'northwind')).map((c) => c.companyName)).toEqual([
      'Northwind Trading Ltd.',
    ]);
    expect((await user.companyDirectory.count({ body: { freeWord: 'ほくと' } })).count).toBe(1);
    expect(await allCompanies(user, '存在しない会社')).toEqual([]);
  });

  it('sorts by name, by the latest exchange and by counts', async () => {
    const byCount = await user.companyDirectory.search({
      query: { page: 1, sort: 'registeredCount' },
      body: { freeWord: '' },
    });
    expect(byCount.items[0]?.companyName).toBe('株式会社みなと商事');
    const counts = byCount.items.map((c) => c.registeredCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ascending = await user.companyDirectory.search({
      query: { page: 1, sort: 'registeredCount', order: 'ASC' },
      body: { freeWord: '' },
    });
    expect(ascending.items.at(-1)?.companyName).toBe('株式会社みなと商事');
    const latest = await user.companyDirectory.search({
      query: { page: 1, sort: 'lastExchanged' },
      body: { freeWord: '' },
    });
    const times = latest.items.map((c) => c.lastExchanged);
    expect(times).toEqual([...times].sort().reverse());
    const byName = await user.companyDirectory.search({ query: { page: 1 }, body: { freeWord: '' } });
    expect(byName.size).toBe(50);
    expect(byName.items.map((c) => c.companyName)).toContain('株式会社みなと商事');
  });

  it('shows a company’s detail and info from its newest cards', async () => {
    const { lbcCode } = (await companyNamed(user, '株式会社みなと商事')) as Company;
    expect(await user.companyDirectory.detail({ params: { lbcCode } })).toMatchObject({
      lbcCode,
      companyName: '株式会社みなと商事',
      companyNameKana: 'みなとしょうじ',
      companyZipcode: '105-0022',
      companyAddress: '東京都港区海岸1-2-3 みなとビル 8階',
      registeredCount: 5,
    });
    expect(await user.companyDirectory.info({ params: { lbcCode } })).toEqual({
      orgName: '株式会社みなと商事',
      zipcode: '105-0022',
      address: '東京都港区海岸1-2-3 みなとビル 8階',
      url: 'https://minato-shoji.example.jp',
      phoneNum: '03-6666-1200',
    });
  });

  it('draws the divisions of its cards as a tree with stable ids and counts', async () => {
    const { lbcCode } = (await companyNamed(user, '株式会社みなと商事')) as Company;
    const roots = (await user.companyDirectory.divisions({ params: { lbcCode } })).items;
    expect(roots.map((d) => [d.divisionName, d.visibleCount, d.hasChild]).sort()).toEqual(
      [
        ['営業本部', 3, true],
        ['経営企画部', 1, false],
        ['購買部', 1, false],
      ].sort(),
    );
    const sales = roots.find((d) => d.divisionName === '営業本部');
    if (!sales) throw new Error('no 営業本部');
    const children = await user.companyDirectory.divisionChildren({
      params: { lbcCode, divisionId: sales.divisionId },
    });
    expect(children.items.map((d) => [d.divisionName, d.visibleCount, d.parentDivisionId])).toEqual([
      ['第一営業部', 2, sales.divisionId],
      ['第二営業部', 1, sales.divisionId],
    ]);
    const second = children.items[1]?.divisionId as number;
    // The same ids on the next request.
    expect(
      (await user.companyDirectory.divisions({ params: { lbcCode } })).items.map((d) => d.divisionId).sort(),
    ).toEqual(roots.map((d) => d.divisionId).sort());

    const { trees } = await user.companyDirectory.trees({
      params: { lbcCode },
      body: { divisionIds: [second] },
    });
    const tree = trees[String(second)] ?? [];
    expect(tree.map((node) => node.data.divisionName).sort()).toEqual(
      ['営業本部', '経営企画部', '購買部'].sort(),
    );
    const open = tree.find((node) => node.data.divisionId === sales.divisionId);
    expect(open?.children?.map((node) => node.data.divisionName)).toEqual(['第一営業部', '第二営業部']);
    expect(tree.find((node) => node.data.divisionName === '購買部')?.children).toEqual([]);

    expect(
      await user.companyDirectory.treesContactsCount({
        params: { lbcCode },
        body: { divisionIds: [sales.divisionId, second] },
      }),
    ).toEqual({ counts: { [String(sales.divisionId)]: 3, [String(second)]: 1 } });

    expect(await contactNames(user, lbcCode, { divisionId: sales.divisionId })).toEqual(
      ['佐々木 健一', '石川 玲奈', '岡田 悠人'].sort(),
    );
    expect(await contactNames(user, lbcCode, { freeWord: 'いしかわ' })).toEqual(['石川 玲奈']);
    expect(
      await user.companyDirectory.totalCount({
        params: { lbcCode },
        body: { freeWord: '', divisionId: second },
      }),
    ).toEqual({ count: 1 });
  });

  it('answers 404 for codes and divisions the tenant has no card of', async () => {
    const unknown = companyCodeOf(1, 'no such company');
    await expect(user.companyDirectory.detail({ params: { lbcCode: unknown } })).rejects.toMatchObject({
      statusCode: 404,
    });
    const { lbcCode } = (await companyNamed(user, '株式会社みなと商事')) as Company;
    const other = (await companyNamed(user, '北斗システム株式会社')) as Company;
    const hokutoRoots = await user.companyDirectory.divisions({ params: { lbcCode: other.lbcCode } });
    const foreign = hokutoRoots.items[0]?.divisionId as number;
    await expect(
      user.companyDirectory.divisionChildren({ params: { lbcCode, divisionId: foreign } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.companyDirectory.searchContacts({
        params: { lbcCode },
        query: { page: 1 },
        body: { freeWord: '', divisionId: foreign },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.companyDirectory.trees({ params: { lbcCode }, body: { divisionIds: [foreign] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.companyDirectory.search({ query: { page: 1, sort: 'nope' as never }, body: { freeWord: '' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('follows contacts as they are added, renamed, moved and deleted', async () => {
    const shared = await folderNamed(user, 'common', '取引先');
    const personal = await folderNamed(user, 'personal', '個人の連絡先');
    const before = (await user.companyDirectory.count({ body: { freeWord: '' } })).count;
    const added = await user.externalContacts.add({
      params: { folderType: 'personal', folderId: personal.folderId },
      body: { fullname: '青木 真', companyName: '株式会社あおば工業', divisionName: '品質保証部' },
    });
    expect((await user.companyDirectory.count({ body: { freeWord: '' } })).count).toBe(before + 1);
    const aoba = (await companyNamed(user, '株式会社あおば工業')) as Company;
    expect(aoba).toMatchObject({ registeredCount: 1, visibleCount: 1 });
    // Another user does not read yamada.taro's personal folder: for them the company is not there.
    expect(await companyNamed(admin, '株式会社あおば工業')).toBeUndefined();
    await expect(admin.companyDirectory.info({ params: { lbcCode: aoba.lbcCode } })).rejects.toMatchObject({
      statusCode: 404,
    });

    // Moved to the shared folder: now admin opens it too.
    await user.contactFolders.personalCopyContacts({
      params: { folderId: personal.folderId },
      body: {
        destFolderId: shared.folderId,
        sourceData: { contactIds: [added.contactId], operation: 'MOVE' },
      },
    });
    expect(await companyNamed(admin, '株式会社あおば工業')).toMatchObject({
      registeredCount: 1,
      visibleCount: 1,
    });
    expect(await contactNames(admin, aoba.lbcCode)).toEqual(['青木 真']);

    // A second card of the same company, written differently, joins it.
    const second = await user.externalContacts.add({
      params: { folderType: 'common', folderId: shared.folderId },
      body: { fullname: '青木 恵', companyName: '(株)あおば工業', divisionName: '品質保証部' },
    });
    expect(await companyNamed(user, '(株)あおば工業')).toMatchObject({
      lbcCode: aoba.lbcCode,
      registeredCount: 2,
    });
    const [division] = (await user.companyDirectory.divisions({ params: { lbcCode: aoba.lbcCode } })).items;
    expect(division).toMatchObject({ divisionName: '品質保証部', visibleCount: 2 });

    // Renamed to another company: it leaves this one.
    await user.externalContacts.edit({
      params: { folderType: 'common', contactId: second.contactId },
      body: { fullname: '青木 恵', companyName: 'みどり製作所' },
    });
    expect(await companyNamed(user, '株式会社あおば工業')).toMatchObject({ registeredCount: 1 });
    expect(await companyNamed(user, 'みどり製作所')).toMatchObject({ registeredCount: 1 });

    // Deleted: the companies go when their last card goes.
    await user.externalContacts.deleteContacts({
      params: { folderType: 'common', folderId: shared.folderId },
      body: { contactIds: [added.contactId, second.contactId] },
    });
    expect(await companyNamed(user, '株式会社あおば工業')).toBeUndefined();
    expect(await companyNamed(user, 'みどり製作所')).toBeUndefined();
    expect((await user.companyDirectory.count({ body: { freeWord: '' } })).count).toBe(before);
    await expect(user.companyDirectory.detail({ params: { lbcCode: aoba.lbcCode } })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('keeps a company’s code across restarts and answers nothing from another tenant', async () => {
    const { lbcCode } = (await companyNamed(user, '北斗システム株式会社')) as Company;
    const demoId = await tenantIdOf(server.db, 'demo');
    expect(lbcCode).toBe(companyCodeOf(Number(demoId), companyKeyOf('北斗システム株式会社')));
    const trial = await server.signIn('trialAdmin');
    await expect(trial.companyDirectory.detail({ params: { lbcCode } })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await allCompanies(trial)).map((c) => c.companyName)).toEqual(['もりもり食品']);
  });
});
