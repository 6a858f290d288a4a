import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { CompanyAdminPage } from '../pages/CompanyAdminPage';
import { HomePage } from '../pages/HomePage';
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

/** Never opened: the test reads where the entry leads, it does not follow it. */
const FEEDBACK_URL = 'https://intranet.kizuna.example/feedback';

describe('company settings people see', () => {
  it('the feedback page the admin sets is yamada’s Feedback entry; cleared, the entry is gone', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const before = await api.companyAdmin.get();
    try {
      const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
      const company = new CompanyAdminPage(admin.page);
      await company.open();
      await company.field(/^Feedback page/).fill('javascript:alert(1)');
      await company.save();
      await company.text('Enter a URL.').first().waitFor();
      await company.field(/^Feedback page/).fill(FEEDBACK_URL);
      await company.saveAndWait();
      await expectAccessible(admin.page);

      const person = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
      const shell = new AppShell(person.page);
      const feedback = shell.menuLink('Feedback');
      await feedback.waitFor();
      expect(await feedback.getAttribute('href')).toBe(FEEDBACK_URL);
      await expectAccessible(person.page);

      await company.open();
      await company.field(/^Feedback page/).fill('');
      await company.saveAndWait();
      await new HomePage(person.page).open();
      await shell.menuLink('Settings').waitFor();
      expect(await shell.menuLabels()).not.toContain('Feedback');
      await Promise.all([admin.context.close(), person.context.close()]);
    } finally {
      await api.companyAdmin.save({ body: before });
    }
  });

  it('after a session timeout, yamada goes to the page the admin set instead of sign-in', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const before = await api.companyAdmin.get();
    // A page of this server: the browser tests reach no other address.
    const portal = `${baseURL()}/readyz`;
    try {
      await api.companyAdmin.save({ body: { ...before, sessionTimeoutNextUrl: portal } });
      const person = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
      let lastApiCall = Date.now();
      person.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) lastApiCall = Date.now();
      });
      const shell = new AppShell(person.page);
      await shell.menuLink('Settings').waitFor();
      // Home's own calls are answered first: the first call after the session ended is the menu's.
      await expect.poll(() => Date.now() - lastApiCall, { timeout: 20_000 }).toBeGreaterThan(1500);
      await person.context.clearCookies({ name: 'KIZUNA_SESSION' });
      await shell.menuLink('Settings').click();
      await shell.sessionTimedOut.waitFor();
      await expectAccessible(person.page);
      await shell.signInAgain();
      await person.page.waitForURL(portal);
      await person.context.close();
    } finally {
      await api.companyAdmin.save({ body: before });
    }
  });
});
