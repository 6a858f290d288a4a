import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KizunaPage } from '../pages/KizunaPage';
import { UsersAdminPage } from '../pages/UsersAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('user administration', () => {
  it('the admin adds a person, finds them by kana and disables them: their session ends at once', async () => {
    const accountId = `e2e.${Date.now()}`;
    const person = { accountId, fullname: '榊原 詩織', kana: 'サカキバラ シオリ', password: 'Hajimete-2025' };
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const users = new UsersAdminPage(admin.page);
    await users.open();
    await expectAccessible(admin.page);
    await users.add(person);
    await expectAccessible(admin.page);

    // Their own session, signed in with the initial password.
    const theirs = await signInThroughApi({ tenantCode: 'demo', accountId, password: person.password });
    expect(await theirs.principal.passwordStatus()).toEqual({ changeRequired: true, reason: 'INITIAL' });

    await users.open();
    await users.search('さかきばら');
    await users.personLink(person.fullname).click();
    await users.headingNamed(person.fullname).waitFor();
    await users.disable();
    await users.status('Disabled').waitFor();
    const refused = await theirs.principal.passwordStatus().then(
      () => 0,
      (error: { statusCode?: number }) => error.statusCode,
    );
    expect(refused).toBe(401);

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaUsers = new UsersAdminPage(ja.page);
    await jaUsers.open();
    await jaUsers.newPersonLink.waitFor();
    await expectAccessible(ja.page);
    await jaUsers.newPersonLink.click();
    await jaUsers.headingNamed('ユーザーの追加').waitFor();
    await expectAccessible(ja.page);

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const added = (await api.userAdmin.list({ query: { freeWord: accountId } })).items[0]!;
    await api.userAdmin.remove({ params: { userId: added.userId } });
    await Promise.all([admin.context.close(), ja.context.close()]);
  });

  it('the admin previews a CSV of people, then imports all of it', async () => {
    const accountId = `e2e.csv.${Date.now()}`;
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const users = new UsersAdminPage(admin.page);
    await users.open();
    await users.importFile(
      'users.csv',
      `accountId,fullname,fullnameKana\r\n${accountId},榊原 詩織,サカキバラ シオリ\r\n`,
    );
    await users.importText('Checked: 1 to add, 0 to change, 0 unchanged, 0 with errors.').waitFor();
    await expectAccessible(admin.page);
    await users.applyImport();
    // The import ran as a job; its result is confirmed once the job is done.
    await users.text('Imported: 1 added, 0 changed, 0 unchanged.').waitFor();

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const added = (await api.userAdmin.list({ query: { freeWord: accountId } })).items[0]!;
    expect(added).toMatchObject({ fullname: '榊原 詩織', invited: true });
    await api.userAdmin.remove({ params: { userId: added.userId } });
    await admin.context.close();
  });

  it('a plain user gets the 403 page', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/admin/user');
    await new KizunaPage(page).forbiddenHeading.waitFor();
    await context.close();
  });
});
