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

  it('the admin imports a CSV of divisions: it is checked, imported by a job, and shows in the tree', async () => {
    const code = `IMP${Date.now()}`;
    const name = `監査室${code}`;
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const divisions = new DivisionsAdminPage(admin.page);
    await divisions.open();
    await divisions.importFile('divisions.csv', `code,name,kana\r\n${code},${name},カンサシツ\r\n`);
    await divisions.importText('Checked: 1 to add, 0 to change, 0 unchanged, 0 with errors.').waitFor();
    await expectAccessible(admin.page);
    await divisions.startImport();
    // The job's result is confirmed once it is done, the dialog closes and the tree has the division.
    await divisions.text('Imported: 1 added, 0 changed, 0 unchanged.').waitFor();
    await divisions.importDialog.waitFor({ state: 'detached' });
    await divisions.division(name).waitFor();

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const added = (await api.divisionAdmin.list()).items.find((item) => item.divisionCode === code);
    expect(added).toMatchObject({ divisionName: name, divisionNameKana: 'カンサシツ' });
    await api.divisionAdmin.remove({ query: { divisionId: added!.divisionId } });
    await admin.context.close();
  });
});
