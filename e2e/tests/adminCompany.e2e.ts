import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyAdminPage, CompanySettingsSeenPage } from '../pages/CompanyAdminPage';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
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

describe('company settings and the action log', () => {
  it('a change the admin saves reaches yamada, shows in the action log, and a lock-out is refused', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const { logoVersion: _logo, clientAddress: _address, ...before } = await api.companyAdmin.get();
    const name = `絆商事 ${Date.now()}`;
    try {
      const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
      const company = new CompanyAdminPage(admin.page);
      await company.open();
      await expectAccessible(admin.page);
      await company.field(/^Company name/).fill(name);
      await company.toggle('Hide user types');
      await company.save();
      await company.text('The company settings have been saved.').waitFor();

      // Yamada's next page load has the new name in the top bar and no user type on a room.
      const person = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
      const seen = new CompanySettingsSeenPage(person.page);
      await seen.topBarText(name).waitFor();
      const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
      const room = (
        await yamada.internalContacts.search({ body: { fullname: '第1会議室', searchType: 'PARTIAL' } })
      ).items[0]!;
      await seen.openContact(room.contactId);
      await new InternalContactDetailPage(person.page).waitForLoaded('第1会議室');
      expect(await seen.userType('Facility').count()).toBe(0);

      // An allow-list without the admin's own address is refused on its field.
      await company.field(/^Allowed IP addresses/).fill('192.0.2.0/24');
      await company.save();
      await company.text(/does not include your current address/).waitFor();

      await company.openActionLog();
      await company.logRow('Company settings changed', name).first().waitFor();
      await expectAccessible(admin.page);

      const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
      const jaCompany = new CompanyAdminPage(ja.page);
      await jaCompany.open();
      await expectAccessible(ja.page);
      await jaCompany.openActionLog();
      await jaCompany.logRow('会社情報の変更', name).first().waitFor();
      await expectAccessible(ja.page);

      // The export saves the file the server names, with the rows the search finds.
      const [download] = await Promise.all([
        ja.page.waitForEvent('download'),
        jaCompany.exportButton().click(),
      ]);
      expect(download.suggestedFilename()).toBe('action_log.tsv');
      const exported = await readFile((await download.path())!);
      expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = exported.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('日時\tアカウントID\t氏名\tIPアドレス\t操作\t対象\t変更内容');
      expect(lines.some((line) => line.includes(name))).toBe(true);
      await Promise.all([admin.context.close(), person.context.close(), ja.context.close()]);
    } finally {
      await api.companyAdmin.save({ body: before });
    }
  });
});
