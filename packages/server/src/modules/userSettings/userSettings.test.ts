import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { deleteTenantRows } from '../../db/tenantRows.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Talk is the start page these tests choose: reachable for the user, not for an administrator.
  await turnOnTenantFeatures(server.db, 'demo', ['TALK']);
});
afterAll(async () => {
  await server?.close();
});

describe('user settings', () => {
  it('answers the defaults, then keeps what the user saves across sessions', async () => {
    const client = await server.signIn('demoUser');
    expect(await client.userSettings.loginDisp()).toEqual({ destMenuType: 'HOME', startPage: 'HOME' });
    expect(await client.userSettings.internalDisp()).toEqual({ dispType: 'ALL', divisionIds: [] });

    expect(
      await client.userSettings.saveLoginDisp({ body: { destMenuType: 'THANKS', startPage: 'TALK' } }),
    ).toEqual({ destMenuType: 'THANKS', startPage: 'TALK' });
    const divisions = await server.db
      .selectFrom('divisions')
      .innerJoin('tenants', 'tenants.id', 'divisions.tenant_id')
      .select('divisions.id')
      .where('tenants.code', '=', 'demo')
      .orderBy('divisions.id')
      .limit(2)
      .execute();
    const ids = divisions.map((d) => d.id);
    expect(
      await client.userSettings.saveInternalDisp({ body: { dispType: 'LAST_DIVISION', divisionIds: ids } }),
    ).toEqual({
      dispType: 'LAST_DIVISION',
      divisionIds: ids,
    });

    const later = await server.signIn('demoUser');
    expect(await later.userSettings.loginDisp()).toEqual({ destMenuType: 'THANKS', startPage: 'TALK' });
    // Saving the login destination alone keeps the start page.
    await later.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME' } });
    expect(await later.userSettings.loginDisp()).toEqual({ destMenuType: 'HOME', startPage: 'TALK' });
    expect(await later.userSettings.internalDisp()).toEqual({ dispType: 'LAST_DIVISION', divisionIds: ids });
    // Each user has their own.
    expect(await (await server.signIn('demoAdmin')).userSettings.loginDisp()).toEqual({
      destMenuType: 'HOME',
      startPage: 'HOME',
    });
  });

  it('refuses a start page the user cannot reach with 400 and keeps the saved one', async () => {
    // Talk is for users who are not administrators (§2.1).
    const admin = await server.signIn('demoAdmin');
    await admin.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME', startPage: 'CALL_HISTORY' } });
    const refused = await admin.userSettings
      .saveLoginDisp({ body: { destMenuType: 'THANKS', startPage: 'TALK' } })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 400,
      data: { code: 'START_PAGE_UNAVAILABLE', fieldErrors: [{ path: 'body.startPage', key: 'invalid' }] },
    });
    expect(await admin.userSettings.loginDisp()).toEqual({ destMenuType: 'HOME', startPage: 'CALL_HISTORY' });
  });

  it('answers HOME while the saved start page is out of reach, and the saved one again later', async () => {
    const client = await server.signIn('trialAdmin');
    await client.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME', startPage: 'COMPANIES' } });
    const { id: trial } = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'trial')
      .executeTakeFirstOrThrow();
    await deleteTenantRows(server.db, 'tenant_features', trial)
      .where('feature', '=', 'COMPANY_SEARCH')
      .execute();
    try {
      expect((await (await server.signIn('trialAdmin')).userSettings.loginDisp()).startPage).toBe('HOME');
    } finally {
      await server.db
        .insertInto('tenant_features')
        .values({ tenant_id: trial, feature: 'COMPANY_SEARCH' })
        .execute();
    }
    expect((await (await server.signIn('trialAdmin')).userSettings.loginDisp()).startPage).toBe('COMPANIES');
  });

  it('asks before calling unless the user turns it off, each user on their own', async () => {
    const client = await server.signIn('demoUser');
    expect(await client.userSettings.callDisp()).toEqual({ confirmBeforeCalling: true });
    expect(await client.userSettings.saveCallDisp({ body: { confirmBeforeCalling: false } })).toEqual({
      confirmBeforeCalling: false,
    });
    expect(await (await server.signIn('demoUser')).userSettings.callDisp()).toEqual({
      confirmBeforeCalling: false,
    });
    expect(await (await server.signIn('demoAdmin')).userSettings.callDisp()).toEqual({
      confirmBeforeCalling: true,
    });
    // Saving the other settings keeps it.
    await client.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME' } });
    expect(await client.userSettings.callDisp()).toEqual({ confirmBeforeCalling: false });
    await client.userSettings.saveCallDisp({ body: { confirmBeforeCalling: true } });
    expect(await client.userSettings.callDisp()).toEqual({ confirmBeforeCalling: true });
  });

  it("refuses another tenant's division and keeps the saved settings", async () => {
    const client = await server.signIn('trialAdmin');
    await client.userSettings.saveInternalDisp({ body: { dispType: 'OWN_DIVISION', divisionIds: [] } });
    const demoDivision = await server.db
      .selectFrom('divisions')
      .innerJoin('tenants', 'tenants.id', 'divisions.tenant_id')
      .select('divisions.id')
      .where('tenants.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await expect(
      client.userSettings.saveInternalDisp({
        body: { dispType: 'LAST_DIVISION', divisionIds: [demoDivision.id] },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await client.userSettings.internalDisp()).toEqual({ dispType: 'OWN_DIVISION', divisionIds: [] });
  });
});

describe('device', () => {
  it('stores, answers and forgets the push token of the user', async () => {
    const client = await server.signIn('demoUser');
    expect(await client.device.fcmToken()).toEqual({ token: null });
    expect(await client.device.saveFcmToken({ body: { token: 'token-1' } })).toEqual({ token: 'token-1' });
    await client.device.saveFcmToken({ body: { token: 'token-2' } });
    expect(await (await server.signIn('demoUser')).device.fcmToken()).toEqual({ token: 'token-2' });
    expect(await (await server.signIn('demoAdmin')).device.fcmToken()).toEqual({ token: null });
    await client.device.deleteFcmToken();
    expect(await client.device.fcmToken()).toEqual({ token: null });
  });

  it("answers the tenant's app link, or null where none is configured", async () => {
    expect(await (await server.signIn('demoUser')).device.openUrl()).toEqual({
      url: 'https://kizuna.example.com/open',
    });
    expect(await (await server.signIn('trialAdmin')).device.openUrl()).toEqual({ url: null });
  });
});
