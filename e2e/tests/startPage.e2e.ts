import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Other files expect the demo user to start on home.
  const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
  await api.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME', startPage: 'HOME' } });
  await browser?.close();
});

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('start page', () => {
  it('opening the app leads to the chosen start page; signing in still lands on the login destination', async () => {
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();

    const settings = new UserSettingsPage(page);
    await settings.open();
    await settings.chooseStartPage('Call history');
    await expectAccessible(page);
    await settings.save();

    await page.goto('/front/');
    await page.waitForURL((url) => pathOf(url.href) === '/front/callHistory/incoming');
    await page.goto('/front/initPage');
    await page.waitForURL((url) => pathOf(url.href) === '/front/callHistory/incoming');

    const fullname = (await (await signInThroughApi(DEMO_ACCOUNTS.demoUser)).principal.userInfo()).fullname;
    await page.goto('/front/home');
    await new HomePage(page).heading.waitFor();
    await new AppShell(page).signOut(fullname);
    await login.heading.waitFor();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();
    expect(pathOf(page.url())).toBe('/front/home');

    await settings.open();
    await expect(settings.startPage.textContent()).resolves.toContain('Call history');
    await context.close();
  });
});
