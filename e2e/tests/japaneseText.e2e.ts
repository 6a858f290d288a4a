import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { HomePage } from '../pages/HomePage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Japanese text', () => {
  it('a ja-JP browser gets lang="ja" and headings and labels that break between phrases', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const home = new HomePage(page);
    await page.goto('/front/home');
    const title = home.headingNamed('ホーム');
    await title.waitFor();
    expect(await home.documentLanguage()).toBe('ja');
    expect(await home.wordBreakOf(title)).toBe('auto-phrase');
    const shell = new AppShell(page);
    expect(await home.wordBreakOf(shell.menuLink('社内電話帳').first())).toBe('auto-phrase');

    // In English the document says so, and the browser's usual breaks stay.
    await shell.chooseLanguage('English');
    const englishTitle = home.headingNamed('Home');
    await englishTitle.waitFor();
    expect(await home.documentLanguage()).toBe('en');
    expect(await home.wordBreakOf(englishTitle)).toBe('normal');
    await context.close();
  });
});
