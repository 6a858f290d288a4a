import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('user settings', () => {
  it('answers the defaults, then keeps what the user saves across sessions', async () => {
    const client = await server.signIn('demoUser');
    expect(await client.userSettings.loginDisp()).toEqual({ destMenuType: 'HOME' });
    expect(await client.userSettings.internalDisp()).toEqual({ dispType: 'ALL', divisionIds: [] });

    expect(await client.userSettings.saveLoginDisp({ body: { destMenuType: 'THANKS' } })).toEqual({
      destMenuType: 'THANKS',
    });
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
    expect(await later.userSettings.loginDisp()).toEqual({ destMenuType: 'THANKS' });
    expect(await later.userSettings.internalDisp()).toEqual({ dispType: 'LAST_DIVISION', divisionIds: ids });
    // Each user has their own.
    expect(await (await server.signIn('demoAdmin')).userSettings.loginDisp()).toEqual({
      destMenuType: 'HOME',
    });
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
