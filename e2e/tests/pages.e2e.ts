import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPage } from '../pages/AdminPage';
import { AppShell } from '../pages/AppShell';
import { KizunaPage } from '../pages/KizunaPage';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { expectedMenuEntries, signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
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

describe('pages', () => {
  it('an unknown route shows the 404 page with a way back', async () => {
    const { context, page } = await newPage(browser);
    const screen = new KizunaPage(page);
    await page.goto('/front/no/such/page');
    await screen.notFoundHeading.waitFor();
    const back = screen.backToStartLink;
    expect(await back.getAttribute('href')).toBe('/front/initPage');
    await expectAccessible(page);
    await context.close();
  });

  it('a bad id and an unknown folder type show the 404 page', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const screen = new KizunaPage(page);
    for (const path of ['/front/internalContacts/detail/abc', '/front/externalContacts/shared/detail/1']) {
      await page.goto(path);
      await screen.notFoundHeading.waitFor();
    }
    await context.close();
  });

  it('a page the menu rules do not allow shows 403', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/admin');
    await new KizunaPage(page).forbiddenHeading.waitFor();
    await new AppShell(page).mainMenu().waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('Manage shows the built admin entries as cards, or says plainly that there is none', async () => {
    const manageShown = (await expectedMenuEntries(await signInThroughApi(DEMO_ACCOUNTS.demoAdmin))).includes(
      'ADMIN_MENU',
    );
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const shell = new AppShell(page);
    const admin = new AdminPage(page);
    if (manageShown) {
      await shell.menuLink('Manage').click();
      await admin.headingNamed('Manage').waitFor();
      expect(await admin.entries.count()).toBeGreaterThan(0);
    } else {
      // Nothing to manage yet: the side bar leaves Manage out, and the page says so.
      expect(await shell.menuLabels()).not.toContain('Manage');
      await admin.open();
      await admin.nothingToManage.waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });

  it('user settings are saved and come back after a reload', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const settings = new UserSettingsPage(page);
    await settings.open();
    await expectAccessible(page);
    await settings.choose('Own division');
    await settings.save();
    await page.reload();
    await settings.open();
    expect(await settings.radio('Own division').isChecked()).toBe(true);
    await settings.choose('Last viewed');
    await settings.save();
    await context.close();
  });
});
