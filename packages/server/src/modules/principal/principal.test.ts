import { ADMIN_ROLES } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function divisionNames(ids: readonly number[]): Promise<string[]> {
  const rows = await server.db
    .selectFrom('divisions')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? '?');
}

describe('principal of the demo administrator', () => {
  it('answers the seeded user, every admin role, and the admin menu', async () => {
    const client = await server.signIn('demoAdmin');
    const info = await client.principal.userInfo();
    expect(info).toMatchObject({
      accountId: 'admin',
      fullname: '管理 花子',
      fullnameKana: 'カンリ ハナコ',
      extensionNum: '1000',
    });
    expect(info.contactId).toBe(info.userId);
    expect(await divisionNames(info.divisionIds)).toEqual(['情報システム部']);

    const roles = await client.principal.userRoles();
    expect(roles.admin).toBe(true);
    expect(roles.adminMenuVisible).toBe(true);
    expect([...roles.userRoles].sort()).toEqual([...ADMIN_ROLES].sort());
    expect(roles.hasEditAuthorityUser).toBe(true);
  });

  it('answers the COMMERCIAL demo tenant in CUCM mode with its features and organisation', async () => {
    const client = await server.signIn('demoAdmin');
    const tenant = await client.principal.tenantInfo();
    expect(tenant).toMatchObject({
      tenantCode: 'demo',
      tenantProvideType: 'COMMERCIAL',
      callControlMode: { name: 'CUCM', pbxFeatureAvailable: true },
      organization: { name: 'きずな商事株式会社', phone: '03-5555-0100' },
      aiSummarySettings: { enabled: true },
    });
    expect(tenant.tenantFeatures).toEqual(
      expect.arrayContaining([
        'CUCM',
        'CALL_SETTINGS',
        'COMPANY_SEARCH',
        'TOGO',
        'FEEDBACK',
        'TALK',
        'THANKS',
        'IBASHO',
        'CMX',
        'MERAKI',
        'EX_BEACON',
      ]),
    );
    // Only features whose pages are built: no voice talk or document search yet.
    for (const unbuilt of ['INTELLIGENCE_NAVI', 'GOTALK', 'FILE_STORAGE'] as const) {
      expect(tenant.tenantFeatures).not.toContain(unbuilt);
    }
    expect(await client.principal.companyInfo()).toMatchObject({ companyName: 'きずな商事株式会社' });
    // The demo tenants have no feedback page of their own until an administrator sets one.
    expect(await client.principal.feedbackSettings()).toEqual({ url: null, valid: false });
  });
});

describe('principal of a plain user', () => {
  it('answers no admin role, no admin menu, and the user rights as virtual roles', async () => {
    const client = await server.signIn('demoUser');
    const info = await client.principal.userInfo();
    expect(info).toMatchObject({
      accountId: 'yamada.taro',
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
      userType: 'REGULAR_USER',
    });
    expect(await divisionNames(info.divisionIds)).toEqual(['営業一課']);
    const roles = await client.principal.userRoles();
    expect(roles).toMatchObject({
      admin: false,
      adminMenuVisible: false,
      userRoles: [],
      hasEditAuthorityUser: false,
    });
    expect(roles.userVirtualRoles).toEqual(
      expect.arrayContaining(['USER_THANKS_AVAILABLE', 'USER_GOTALK_AVAILABLE']),
    );
    expect(await client.principal.passwordStatus()).toEqual({ changeRequired: false, reason: null });
  });

  it('may use talk and thanks, which an administrator of the same tenant may only partly', async () => {
    await turnOnTenantFeatures(server.db, 'demo', ['TALK', 'THANKS']);
    const user = await server.signIn('demoUser');
    expect(await user.principal.talkRoomSettings()).toMatchObject({ sendFilePc: true });
    expect(await user.principal.thanksPointStatus()).toEqual({ receivedPoint: 0, sendablePoint: 300 });
    const admin = await server.signIn('demoAdmin');
    await expect(admin.principal.talkRoomSettings()).rejects.toMatchObject({ statusCode: 403 });
    expect(await admin.principal.thanksPointStatus()).toMatchObject({ receivedPoint: 0 });
  });

  it('has call control through the call manager, with the extension of the seed', async () => {
    const client = await server.signIn('demoUser');
    expect(await client.principal.cucmAvailableFeatures()).toEqual({
      callControl: true,
      callRejection: true,
      transferSettings: true,
      mobileConnectSettings: true,
      callBack: true,
      pickup: true,
      hold: true,
      transfer: true,
      conference: true,
      mobileConnect: true,
    });
    expect(await client.principal.ocrSettings()).toEqual({ available: true, ocrTypes: ['MACHINE'] });
  });
});

describe('principal of the trial administrator', () => {
  it('answers a TRIAL tenant with few features, tel: numbers and no call manager', async () => {
    const client = await server.signIn('trialAdmin');
    const tenant = await client.principal.tenantInfo();
    expect(tenant).toMatchObject({
      tenantCode: 'trial',
      tenantProvideType: 'TRIAL',
      callControlMode: { name: 'TEL_COLON', pbxFeatureAvailable: false },
    });
    expect([...tenant.tenantFeatures].sort()).toEqual(['COMPANY_SEARCH', 'FEEDBACK']);
    expect(await client.principal.cucmAvailableFeatures()).toMatchObject({
      callControl: false,
      callBack: false,
      pickup: false,
      transfer: false,
    });
    const roles = await client.principal.userRoles();
    expect(roles.userRoles).toEqual(expect.arrayContaining(['ADMIN_COMPANY', 'ADMIN_USER']));
    expect(roles.userRoles).not.toContain('ADMIN_THANKS');
    await expect(client.principal.thanksPointStatus()).rejects.toMatchObject({ statusCode: 403 });
    expect(await client.principal.ocrSettings()).toEqual({ available: false, ocrTypes: [] });
  });

  it("answers the password policy with the tenant's allowUid setting", async () => {
    await server.db
      .updateTable('tenants')
      .set({ password_allow_uid: true })
      .where('code', '=', 'trial')
      .execute();
    const client = await server.signIn('trialAdmin');
    const info = await client.principal.serverInfo();
    expect(info.passwordPolicy.allowUid).toBe(true);
    expect(new RegExp(info.passwordPolicy.regexp).test('Kizuna-Admin1')).toBe(true);
    expect(new RegExp(info.passwordPolicy.regexp).test('kizuna')).toBe(false);
    expect(info.multipart.maxFileSize).toBe(31_457_280);
  });
});
