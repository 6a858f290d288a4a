import type { KizunaClient } from '@kizuna/api-client';
import { contract } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { reindexPeople } from '../directorySearch/index.js';
import { createDatabaseFaceImageStore } from '../faceImages/index.js';
import { linkTenants, unlinkTenants } from './linkTenants.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

let server: TestServer;
let user: KizunaClient;
let logisticsId: number;
let trialId: number;

async function tenantId(code: string): Promise<number> {
  const row = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function divisionId(tenant: number, name: string): Promise<number> {
  const row = await selectTenantRows(server.db, 'divisions', tenant)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function allPeople(client: KizunaClient, body: { divisionIds?: number[]; freeWord?: string } = {}) {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const result = await client.groupCompanies.searchContacts({
      params: { groupTenantId: logisticsId },
      query: { page, size: 100 },
      body: { freeWord: '', ...body },
    });
    names.push(...result.items.map((item) => item.fullname));
    if (!result.hasNext) return { names, totalCount: result.totalCount };
  }
}

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('demoUser');
  logisticsId = await tenantId('kizuna-logistics');
  trialId = await tenantId('trial');
});
afterAll(async () => {
  await server?.close();
});

describe('group companies', () => {
  it('lists the tenants linked both ways, seen from either side', async () => {
    expect(await user.groupCompanies.list()).toEqual({
      items: [{ groupTenantId: logisticsId, orgName: 'キズナ物流株式会社' }],
    });
    const logistics = await server.signIn('logisticsAdmin');
    expect((await logistics.groupCompanies.list()).items).toEqual([
      { groupTenantId: await tenantId('demo'), orgName: 'きずな商事株式会社' },
    ]);
    expect(await user.groupCompanies.orgName({ params: { groupTenantId: logisticsId } })).toEqual({
      groupTenantId: logisticsId,
      orgName: 'キズナ物流株式会社',
    });
  });

  it('answers 403 without the tenant togo feature or without the user feature', async () => {
    const trial = await server.signIn('trialAdmin');
    await expect(trial.groupCompanies.list()).rejects.toMatchObject({ statusCode: 403 });
    const yamada = await server.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select('users.id')
      .where('tenants.code', '=', 'demo')
      .where('users.account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow();
    const demoId = await tenantId('demo');
    await deleteTenantRows(server.db, 'user_virtual_roles', demoId)
      .where('user_id', '=', yamada.id)
      .where('role', '=', 'TENANT_GROUP_COMPANIES_AVAILABLE')
      .execute();
    try {
      const without = await server.signIn('demoUser');
      await expect(without.groupCompanies.list()).rejects.toMatchObject({ statusCode: 403 });
      await expect(
        without.groupCompanies.divisions({ params: { groupTenantId: logisticsId } }),
      ).rejects.toMatchObject({ statusCode: 403 });
    } finally {
      await server.db
        .insertInto('user_virtual_roles')
        .values({ tenant_id: demoId, user_id: yamada.id, role: 'TENANT_GROUP_COMPANIES_AVAILABLE' })
        .execute();
    }
  });

  it('answers 404 for a tenant linked from one side only, and reads it once both sides link', async () => {
    const params = { groupTenantId: trialId };
    await expect(user.groupCompanies.orgName({ params })).rejects.toMatchObject({ statusCode: 404 });
    await linkTenants(server.db, 'demo', 'trial', { oneWay: true });
    try {
      await expect(user.groupCompanies.divisions({ params })).rejects.toMatchObject({ statusCode: 404 });
      expect((await user.groupCompanies.list()).items.map((item) => item.groupTenantId)).toEqual([
        logisticsId,
      ]);
      await linkTenants(server.db, 'trial', 'demo', { oneWay: true });
      expect((await user.groupCompanies.list()).items.map((item) => item.groupTenantId)).toEqual([
        logisticsId,
        trialId,
      ]);
      expect((await user.groupCompanies.divisions({ params })).items.map((d) => d.divisionName)).toEqual([
        '本社',
      ]);
    } finally {
      await unlinkTenants(server.db, 'demo', 'trial');
    }
    await expect(user.groupCompanies.divisions({ params })).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.groupCompanies.searchContacts({ params, query: { page: 1 }, body: { freeWord: '' } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('walks the linked tenant’s division tree, and refuses divisions of other tenants', async () => {
    const params = { groupTenantId: logisticsId };
    const roots = await user.groupCompanies.divisions({ params });
    expect(roots.items.map((d) => d.divisionName)).toEqual(['本社', '物流センター']);
    const head = await divisionId(logisticsId, '本社');
    const children = await user.groupCompanies.divisionChildren({ params: { ...params, divisionId: head } });
    expect(children.items.map((d) => d.divisionName)).toEqual(['経営管理部', '輸送事業部', '倉庫管理部']);
    const east = await divisionId(logisticsId, '東日本輸送課');
    const tree = await user.groupCompanies.partialTree({ params: { ...params, divisionId: east } });
    const transport = tree.items[0]?.children?.find((node) => node.data.divisionName === '輸送事業部');
    expect(transport?.children?.map((node) => node.data.divisionName)).toEqual([
      '東日本輸送課',
      '西日本輸送課',
    ]);
    expect(tree.items[1]).toMatchObject({ data: { divisionName: '物流センター' }, children: null });

    const demoDivision = await divisionId(await tenantId('demo'), '総務部');
    await expect(
      user.groupCompanies.divisionChildren({ params: { ...params, divisionId: demoDivision } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      user.groupCompanies.searchContacts({
        params,
        query: { page: 1 },
        body: { divisionIds: [demoDivision], freeWord: '' },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('searches the linked tenant’s people with the Japanese search, directory fields only', async () => {
    const everyone = await allPeople(user);
    const listed = await selectTenantRows(server.db, 'users', logisticsId)
      .select('fullname')
      .where('enabled', '=', true)
      .where('user_type', '<>', 'REGISTRATION_ONLY_USER')
      .execute();
    expect(everyone.totalCount).toBe(listed.length);
    expect(everyone.totalCount).toBeGreaterThanOrEqual(30);
    expect(everyone.names).toContain('物流 管理者');

    // The reading typed in hiragana and half-width katakana finds the kanji name.
    expect((await allPeople(user, { freeWord: 'ぶつりゅう' })).names).toEqual(['物流 管理者']);
    expect((await allPeople(user, { freeWord: 'ﾌﾞﾂﾘｭｳ ｶﾝﾘｼｬ' })).names).toEqual(['物流 管理者']);

    const page = await user.groupCompanies.searchContacts({
      params: { groupTenantId: logisticsId },
      query: { page: 1 },
      body: { freeWord: '物流 管理者' },
    });
    expect(page.items[0]).toMatchObject({
      fullname: '物流 管理者',
      fullnameKana: 'ブツリュウ カンリシャ',
      fullnameAlphabet: 'Kanrisha Butsuryu',
      extensionNum: '3000',
      email1: 'admin@kizuna-logistics.example.com',
      position: '課長',
      faceImageThumbnail: null,
      divisions: [{ divisionId: await divisionId(logisticsId, '経営管理部'), divisionName: '経営管理部' }],
    });
    // Directory fields only: no presence, personal mobile, chat or location of the other company.
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(
      [
        'linkageContactId',
        'fullname',
        'fullnameKana',
        'fullnameAlphabet',
        'extensionNum',
        'phoneNum',
        'mobileNum',
        'companyMobileNum',
        'email1',
        'email2',
        'position',
        'faceImageThumbnail',
        'divisions',
      ].sort(),
    );

    // A division narrows the list to its people and those below it.
    const head = await divisionId(logisticsId, '輸送事業部');
    const transport = await allPeople(user, { divisionIds: [head] });
    expect(transport.totalCount).toBeGreaterThan(0);
    expect(transport.totalCount).toBeLessThan(everyone.totalCount);
    expect(transport.names).not.toContain('物流 管理者');
  });

  it('leaves out disabled people and registration-only accounts', async () => {
    const people = await selectTenantRows(server.db, 'users', logisticsId)
      .select(['id', 'fullname'])
      .where('account_id', '<>', 'admin')
      .where('user_type', '=', 'REGULAR_USER')
      .where('enabled', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    const [disabled, registrationOnly] = people;
    if (!disabled || !registrationOnly) throw new Error('the seed has too few people');
    const before = await allPeople(user);
    await server.db.updateTable('users').set({ enabled: false }).where('id', '=', disabled.id).execute();
    await server.db
      .updateTable('users')
      .set({ user_type: 'REGISTRATION_ONLY_USER' })
      .where('id', '=', registrationOnly.id)
      .execute();
    await reindexPeople(server.db, logisticsId, [Number(disabled.id), Number(registrationOnly.id)]);
    try {
      const after = await allPeople(user);
      expect(after.totalCount).toBe(before.totalCount - 2);
      expect(after.names).not.toContain(disabled.fullname);
      expect(after.names).not.toContain(registrationOnly.fullname);
    } finally {
      await server.db
        .updateTable('users')
        .set({ enabled: true, user_type: 'REGULAR_USER' })
        .where('id', 'in', [disabled.id, registrationOnly.id])
        .execute();
      await reindexPeople(server.db, logisticsId, [Number(disabled.id), Number(registrationOnly.id)]);
    }
  });

  it('serves a linked person’s face thumbnail under the same rules', async () => {
    const person = await selectTenantRows(server.db, 'users', logisticsId)
      .select(['id', 'fullname'])
      .where('account_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3949ab' } })
      .png()
      .toBuffer();
    const image = { bytes: new Uint8Array(png), contentType: 'image/png' };
    await createDatabaseFaceImageStore(server.db).put(
      logisticsId,
      Number(person.id),
      image,
      image,
      new Date(),
    );
    const page = await user.groupCompanies.searchContacts({
      params: { groupTenantId: logisticsId },
      query: { page: 1 },
      body: { freeWord: person.fullname },
    });
    const path = page.items[0]?.faceImageThumbnail;
    expect(path).toBe(`/api/browser/groupCompanies/${logisticsId}/faceImageThumbnail/${person.id}`);

    const get = async (target: string, account?: 'demoUser' | 'trialAdmin') => {
      const headers: Record<string, string> = {};
      if (account) headers.Cookie = (await server.rawSession(account)).cookie;
      return fetch(`${server.url}${target}`, { headers });
    };
    const ok = await get(path as string, 'demoUser');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(new Uint8Array(png));

    expect((await get(path as string)).status).toBe(401);
    expect((await get(path as string, 'trialAdmin')).status).toBe(403);
    const trialPerson = await selectTenantRows(server.db, 'users', trialId)
      .select('id')
      .executeTakeFirstOrThrow();
    expect(
      (await get(`/api/browser/groupCompanies/${trialId}/faceImageThumbnail/${trialPerson.id}`, 'demoUser'))
        .status,
    ).toBe(404);
    // A person of another tenant named under the linked one is no one.
    expect(
      (
        await get(
          `/api/browser/groupCompanies/${logisticsId}/faceImageThumbnail/${trialPerson.id}`,
          'demoUser',
        )
      ).status,
    ).toBe(404);
    expect(
      (await get(`/api/browser/groupCompanies/${logisticsId}/faceImageThumbnail/abc`, 'demoUser')).status,
    ).toBe(404);
  });

  it('offers reads only: nothing of the area changes a linked tenant', () => {
    const endpoints = Object.values(contract.groupCompanies);
    expect(
      endpoints.filter((endpoint) => endpoint.method !== 'GET').map((endpoint) => endpoint.path),
    ).toEqual([
      '/groupCompanies/:groupTenantId/partialTree/:divisionId',
      '/groupCompanies/:groupTenantId/internalContacts/search',
    ]);
  });
});
