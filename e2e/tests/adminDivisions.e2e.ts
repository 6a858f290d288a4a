import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DivisionsAdminPage } from '../pages/DivisionsAdminPage';
import { InternalContactsPage } from '../pages/InternalContactsPage';
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

describe('division administration', () => {
  it('the admin moves a division under another by keyboard, and the directory shows it there', async () => {
    const stamp = Date.now();
    const name = `広報室${stamp}`;
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const created = await api.divisionAdmin.save({
      body: {
        divisionName: name,
        divisionNameKana: 'コウホウシツ',
        divisionCode: `PR${stamp}`,
        divisionPhoneNum: '',
        divisionUrl: '',
        comment: '',
        parentDivisionId: null,
      },
    });

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const divisions = new DivisionsAdminPage(admin.page);
    await divisions.open();
    await expectAccessible(admin.page);
    await divisions.moveByKeyboard(name, '本社 › 大阪支社');
    // The tree is read again once the move is saved.
    await expect.poll(() => divisions.division(name).getAttribute('aria-level')).toBe('3');
    await expectAccessible(admin.page);

    // The directory's tree, loaded afresh: the division is under 大阪支社 now.
    const list = new InternalContactsPage(admin.page);
    await admin.page.goto('/front/internalContacts');
    await list.division('本社').focus();
    await admin.page.keyboard.press('ArrowRight');
    await list.division('大阪支社').focus();
    await admin.page.keyboard.press('ArrowRight');
    await list.division(name).waitFor();
    expect(await list.division(name).getAttribute('aria-level')).toBe('3');

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaDivisions = new DivisionsAdminPage(ja.page);
    await jaDivisions.open();
    await expectAccessible(ja.page);

    await api.divisionAdmin.remove({ query: { divisionId: created.divisionId } });
    await Promise.all([admin.context.close(), ja.context.close()]);
  });
});
