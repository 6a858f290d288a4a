import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { HomePage } from '../pages/HomePage';
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

describe('session timeout', () => {
  it('a call after the session ended opens one dialog that leads to sign-in', async () => {
    const { context, page } = await newPage(browser);
    let lastApiCall = Date.now();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) lastApiCall = Date.now();
    });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();
    // Home's own calls are answered first (the app loads after signing in, so they may still be on
    // their way when the heading shows): the first call after the session ended is the menu's.
    await expect.poll(() => Date.now() - lastApiCall, { timeout: 20_000 }).toBeGreaterThan(1500);

    await context.clearCookies({ name: 'KIZUNA_SESSION' });
    const shell = new AppShell(page);
    await shell.menuLink('Settings').click();

    await shell.sessionTimedOut.waitFor();
    expect(await shell.confirmDialog().count()).toBe(1);
    await expectAccessible(page);
    await shell.signInAgain();
    await login.heading.waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/front/settings');
    await context.close();
  });
});
