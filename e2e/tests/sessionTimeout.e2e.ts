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
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();

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
