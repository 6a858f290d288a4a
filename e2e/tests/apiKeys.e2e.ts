import { createKizunaClient, UnauthorizedError } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeysPage, ApiServicesAdminPage } from '../pages/ApiKeyPages';
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

describe('API keys', () => {
  it('yamada creates a key, sees it once, reads the directory with it from Node, and revokes it', async () => {
    const yamada = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const keys = new ApiKeysPage(yamada.page);
    await keys.open();
    await expectAccessible(yamada.page);
    const note = `PBX ${Date.now()}`;
    const secret = await keys.createKey(note, ['Read people', 'Read external contacts']);
    expect(secret).toMatch(/^kzn_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(yamada.page);
    await keys.closeCreated();

    // Listed by its note, scopes and expiry; the secret is nowhere on the page any more.
    const row = keys.keyRow(note);
    await row.waitFor();
    expect(await row.textContent()).toContain('Read people, Read external contacts');
    expect(await row.textContent()).toContain('Never used');
    expect(await yamada.page.content()).not.toContain(secret);
    await expectAccessible(yamada.page);

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const jaKeys = new ApiKeysPage(ja.page);
    await jaKeys.open();
    await jaKeys.keyRow(note).waitFor();
    await expectAccessible(ja.page);

    // The key works from Node (a script, a sync job), as yamada, for what its scopes cover.
    const fromNode = createKizunaClient({ baseURL: baseURL(), apiKey: secret });
    // The sync list runs oldest change first: yamada, changed by other tests, may be on a later page.
    const accountIds: string[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const { items } = await fromNode.publicApi.people({ query: { page, size: 100 } });
      accountIds.push(...items.map((person) => person.accountId));
      if (items.length < 100) break;
    }
    expect(accountIds).toContain('yamada.taro');
    const found = await fromNode.internalContacts.searchByFreeWord({
      query: { page: 1, size: 30 },
      body: { freeWord: '山田' },
    });
    expect(found.items.map((person) => person.fullname)).toContain('山田 太郎');

    await keys.revoke(note);
    expect(await keys.keyRow(note).count()).toBe(0);
    await expect(fromNode.publicApi.people()).rejects.toBeInstanceOf(UnauthorizedError);
    await Promise.all([yamada.context.close(), ja.context.close()]);
  });

  it('the admin connects a service and disconnects it after typing its name', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const services = new ApiServicesAdminPage(admin.page);
    await services.open();
    await expectAccessible(admin.page);
    const name = `受付パネル ${Date.now()}`;
    const secret = await services.connect(name, ['Look up callers by phone number', 'Record calls']);
    expect(secret).toMatch(/^kzn_/);
    await expectAccessible(admin.page);
    await services.closeCreated(name);
    await services.serviceRow(name).waitFor();
    await expectAccessible(admin.page);

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaServices = new ApiServicesAdminPage(ja.page);
    await jaServices.open();
    await jaServices.serviceRow(name).waitFor();
    await expectAccessible(ja.page);

    // The phone system looks a caller up and records the call with the service's key.
    const phoneSystem = createKizunaClient({ baseURL: baseURL(), apiKey: secret });
    const { match } = await phoneSystem.publicApi.phoneLookup({ query: { number: '1001' } });
    expect(match).toMatchObject({ kind: 'INTERNAL', fullname: '山田 太郎' });
    const record = await phoneSystem.publicApi.addCallRecord({
      body: {
        userId: match!.contactId,
        direction: 'INCOMING',
        fromNum: '03-1234-5678',
        toNum: '1001',
        connected: true,
        calledAt: new Date().toISOString(),
      },
    });
    expect(record.userId).toBe(match!.contactId);

    // A mistyped name disconnects nothing.
    await services.disconnect(name, name.slice(0, -1));
    await services.disconnectMismatch(name).waitFor();
    await expectAccessible(admin.page);
    await services.disconnect(name, name);
    await services.disconnectDialog(name).waitFor({ state: 'detached' });
    await services.serviceRow(name).waitFor({ state: 'detached' });
    await expect(phoneSystem.publicApi.phoneLookup({ query: { number: '1001' } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await Promise.all([admin.context.close(), ja.context.close()]);
  });
});
