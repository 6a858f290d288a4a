import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { ScimAdminPage } from '../pages/ScimAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('SCIM provisioning', () => {
  it('a token the admin creates lets an identity provider add a person the directory finds', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const scim = new ScimAdminPage(admin.page);
    await scim.open();
    expect(await scim.baseUrl.inputValue()).toBe(`${baseURL()}/scim/v2`);
    const name = `Entra ID ${Date.now()}`;
    const token = await scim.createToken(name);
    await expectAccessible(admin.page);
    await scim.closeCreated(name);
    await scim.tokenRow(name).waitFor();
    await expectAccessible(admin.page);

    const suffix = Date.now().toString(36);
    const created = await fetch(`${baseURL()}/scim/v2/Users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: `scim.${suffix}@kizuna.example`,
        active: true,
        name: { familyName: '須貝', givenName: '連' },
        emails: [{ primary: true, type: 'work', value: `scim.${suffix}@kizuna.example` }],
      }),
    });
    expect(created.status).toBe(201);

    const directory = new InternalContactsPage(admin.page);
    await directory.open('?page=1');
    await directory.searchFreeWord('須貝 連');
    await directory.waitForResults();
    expect(await directory.names()).toContain('須貝 連');

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaScim = new ScimAdminPage(ja.page);
    await jaScim.open();
    await jaScim.tokenRow(name).waitFor();
    await expectAccessible(ja.page);

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const tokenId = (await api.scimAdmin.listTokens()).items.find((t) => t.name === name)!.tokenId;
    await api.scimAdmin.revokeToken({ query: { tokenId } });
    await Promise.all([admin.context.close(), ja.context.close()]);
  });
});
