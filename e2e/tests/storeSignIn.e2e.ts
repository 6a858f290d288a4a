import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the sign-in of the collaboration-suite tab', () => {
  it('signs in to the page the tab asked for and signs out back to the tab sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 700 });
    const login = new LoginPage(page);
    await login.openAsTab('/front/settings');
    await expectAccessible(page);
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await page.waitForURL('**/front/settings');
    await new AppShell(page).signOut('山田 太郎');
    await login.heading.waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/front/login?store=1');
    await context.close();
  });
});
