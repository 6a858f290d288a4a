import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import type { Account } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  const login = new LoginPage(session.page);
  await login.open();
  await login.signIn(account);
  await new HomePage(session.page).heading.waitFor();
  return session;
}

describe('external contacts', () => {
  it('adds a contact, finds it by kana, copies it to a common folder, edits and deletes it', async () => {
    const { context, page } = await signedIn(DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    // Without a folder in the hash the first common folder opens.
    await page.getByRole('heading', { level: 2, name: '取引先' }).waitFor();
    expect(await list.names()).toContain('佐々木 健一');
    await expectAccessible(page);

    await list.openFolder('個人の連絡先');
    await page.getByRole('link', { name: 'Add contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add contact' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('This is a required field.').waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('河合 みなみ');
    await page.getByRole('textbox', { name: 'Reading (kana)', exact: true }).fill('かわい みなみ');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('株式会社かわい商会');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('03-7777-1234');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '河合 みなみ' }).waitFor();
    expect(page.url()).toMatch(/\/front\/externalContacts\/personal\/detail\/\d+$/);
    await page.getByRole('main').getByRole('link', { name: '山田 太郎' }).waitFor();
    await expectAccessible(page);

    // Back in the folder, half-width katakana finds the hiragana reading; reload keeps the search.
    await page.getByRole('link', { name: 'Back to 個人の連絡先' }).click();
    await list.waitForResults();
    await list.search('ｶﾜｲ');
    expect(await list.names()).toEqual(['河合 みなみ']);
    await page.reload();
    await list.waitForResults();
    expect(await list.names()).toEqual(['河合 みなみ']);
    expect(await page.getByRole('searchbox', { name: 'Search this folder' }).inputValue()).toBe('ｶﾜｲ');

    // Only editable common folders are offered; copy into 取引先.
    await list.select('河合 みなみ');
    await page.getByRole('button', { name: /Common folder to copy or move to/ }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['取引先']);
    await page.getByRole('option', { name: '取引先' }).click();
    await page.getByRole('button', { name: 'Copy (1)' }).click();
    await page.getByText('1 contact copied to 取引先.').waitFor();

    await list.openFolder('取引先');
    await list.search('かわい');
    expect(await list.names()).toEqual(['河合 みなみ']);
    await page.getByRole('link', { name: '河合 みなみ' }).click();
    await page.getByRole('heading', { level: 1, name: '河合 みなみ' }).waitFor();
    expect(page.url()).toMatch(/\/front\/externalContacts\/common\/detail\/\d+$/);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit contact' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Position', exact: true }).fill('営業部長');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: '河合 みなみ' }).waitFor();
    await page.getByText('営業部長').waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await list.waitForResults();
    expect(await list.names()).not.toContain('河合 みなみ');
    await context.close();
  });

  it('shows the 404 page for an unknown folder type, a bad id or a folder the user cannot reach', async () => {
    const { context, page } = await signedIn(DEMO_ACCOUNTS.demoUser);
    for (const path of [
      '/front/externalContacts/shared/detail/1',
      '/front/externalContacts/common/detail/abc',
      '/front/externalContacts/common/detail/999999999',
      '/front/externalContacts/personal/add/999999999',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
    await context.close();
  });

  it('is accessible in Japanese: main page, detail and edit', async () => {
    const { context, page } = await signedIn(DEMO_ACCOUNTS.demoAdmin);
    const shell = new AppShell(page);
    await shell.languageButton('日本語').click();
    await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
    await page.goto('/front/externalContacts');
    await page.getByRole('heading', { level: 1, name: '社外連絡先' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '取引先' }).waitFor();
    await page.getByRole('button', { name: '共通フォルダーを作成' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: '佐々木 健一' }).click();
    await page.getByRole('heading', { level: 1, name: '佐々木 健一' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '登録情報' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: '編集' }).click();
    await page.getByRole('heading', { level: 1, name: '連絡先の編集' }).waitFor();
    await expectAccessible(page);
    // The choice is the user's; leave it as the other tests expect it.
    await shell.languageButton('English').click();
    await page.getByRole('heading', { level: 1, name: 'Edit contact' }).waitFor();
    await context.close();
  });
});
