import type { KizunaClient } from '@kizuna/api-client';
import type { LoginBody, SaveCompanySettingsBody } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
});
afterAll(async () => {
  await server?.close();
});

/** A fresh browser that tries to sign in with the body. */
async function tryLogin(body: LoginBody): Promise<KizunaClient> {
  const client = server.client();
  await client.auth.xsrf();
  await client.auth.login({ body });
  return client;
}

async function sessionCount(): Promise<number> {
  const row = await server.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function setStoreSignIn(enabled: boolean): Promise<void> {
  const {
    logoVersion: _logo,
    clientAddress: _address,
    startPageChoices: _choices,
    selfEditableFieldsInEffect: _inEffect,
    ...settings
  } = await admin.companyAdmin.get();
  const body: SaveCompanySettingsBody = { ...settings, storeSignInEnabled: enabled };
  await admin.companyAdmin.save({ body });
}

describe('sign-in from the collaboration-suite tab (store)', () => {
  it('marks only a store sign-in as embedded, so that its sign-out returns to the tab sign-in', async () => {
    const tab = await tryLogin({ ...DEMO_ACCOUNTS.demoUser, store: true });
    expect(await tab.principal.userInfo()).toMatchObject({ accountId: 'yamada.taro', embedded: true });
    const browser = await tryLogin(DEMO_ACCOUNTS.demoUser);
    expect(await browser.principal.userInfo()).toMatchObject({ accountId: 'yamada.taro', embedded: false });
    const plain = await tryLogin({ ...DEMO_ACCOUNTS.demoUser, store: false });
    expect((await plain.principal.userInfo()).embedded).toBe(false);
    await tab.auth.logout();
    expect(await refusal(tab.principal.userInfo())).toMatchObject({ status: 401 });
    // Signing out of the tab leaves the browser's own session alone.
    expect((await browser.principal.userInfo()).embedded).toBe(false);
  });

  it('is on by default and can be turned off per company; then a store sign-in is refused', async () => {
    expect((await admin.companyAdmin.get()).storeSignInEnabled).toBe(true);
    await setStoreSignIn(false);
    try {
      expect((await admin.companyAdmin.get()).storeSignInEnabled).toBe(false);
      const before = await sessionCount();
      expect(await refusal(tryLogin({ ...DEMO_ACCOUNTS.demoUser, store: true }))).toEqual({
        status: 403,
        code: 'STORE_SIGN_IN_DISABLED',
      });
      expect(await sessionCount()).toBe(before);
      // A wrong password is told as such: the refusal says nothing to someone without one.
      expect(
        await refusal(tryLogin({ ...DEMO_ACCOUNTS.demoUser, password: 'Wrong-Pass1', store: true })),
      ).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      // The browser sign-in is not affected, nor another tenant's store sign-in.
      const browser = await tryLogin(DEMO_ACCOUNTS.demoUser);
      expect((await browser.principal.userInfo()).embedded).toBe(false);
      const trial = await tryLogin({ ...DEMO_ACCOUNTS.trialAdmin, store: true });
      expect((await trial.principal.userInfo()).embedded).toBe(true);
    } finally {
      await setStoreSignIn(true);
    }
    const again = await tryLogin({ ...DEMO_ACCOUNTS.demoUser, store: true });
    expect((await again.principal.userInfo()).embedded).toBe(true);
  });

  it('refuses a store flag that is not a boolean with a field error', async () => {
    const before = await sessionCount();
    expect(
      await fieldRefusal(tryLogin({ ...DEMO_ACCOUNTS.demoUser, store: 'yes' } as unknown as LoginBody)),
    ).toEqual({ status: 400, fields: ['body.store:invalid'] });
    expect(
      await fieldRefusal(
        admin.companyAdmin.save({
          body: { storeSignInEnabled: 'off' } as unknown as SaveCompanySettingsBody,
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect((await admin.companyAdmin.get()).storeSignInEnabled).toBe(true);
    expect(await sessionCount()).toBe(before);
  });
});
