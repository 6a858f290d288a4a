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

describe('language', () => {
  it('follows the browser locale first', async () => {
    const { context, page } = await newPage(browser, 'ja-JP');
    const login = new LoginPage(page);
    await page.goto('/front/login');
    await login.headingNamed('ログイン').waitFor();
    expect(await login.documentLanguage()).toBe('ja');
    await expectAccessible(page);
    await context.close();
  });

  it('the switch changes the UI language and the choice persists', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();
    const shell = new AppShell(page);

    await shell.chooseLanguage('日本語');
    await shell.headingNamed('ホーム').waitFor();
    expect(await shell.menuLabels('メインメニュー')).toContain('社内電話帳');
    expect(await shell.documentLanguage()).toBe('ja');
    expect(await page.title()).toBe('ホーム | Kizuna');
    await expectAccessible(page);

    await page.reload();
    await shell.headingNamed('ホーム').waitFor();

    await shell.chooseLanguage('English');
    await shell.headingNamed('Home').waitFor();
    await context.close();
  });
});
