import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** A PNG of one pixel. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The image is shown, not a broken one: the browser decoded what the server answered. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('external contacts', () => {
  it('adds a contact, finds it by kana, copies it to a common folder, edits and deletes it', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
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

  it('sorts by sort score and direction; reload and Back keep the order; exports vCard 3.0 and 4.0', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    for (const [fullname, fullnameKana, sortScore] of [
      ['並順 あおい', 'なみじゅん あおい', '20'],
      ['並順 かえで', 'なみじゅん かえで', '10'],
    ] as const) {
      await page.getByRole('link', { name: 'Add contact' }).click();
      await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(fullname);
      await page.getByRole('textbox', { name: 'Reading (kana)', exact: true }).fill(fullnameKana);
      await page.getByRole('textbox', { name: 'Sort score', exact: true }).fill(sortScore);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: fullname }).waitFor();
      await page.getByRole('link', { name: 'Back to 個人の連絡先' }).click();
      await list.waitForResults();
    }
    await list.search('並順');
    // By name (the server's default): あおい before かえで.
    expect(await list.names()).toEqual(['並順 あおい', '並順 かえで']);

    await list.sort('Sort score');
    expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('sort')).toBe('sortScore');
    expect(await list.names()).toEqual(['並順 かえで', '並順 あおい']);
    await expectAccessible(page);

    await page.reload();
    await list.waitForResults();
    expect(await list.names()).toEqual(['並順 かえで', '並順 あおい']);
    expect(await list.sortSelect().textContent()).toContain('Sort score');

    await list.sort('Sort score', 'Descending');
    expect(await list.names()).toEqual(['並順 あおい', '並順 かえで']);
    await page.goBack();
    await list.waitForResults();
    expect(await list.names()).toEqual(['並順 かえで', '並順 あおい']);

    // The company header sorts too, and says so to screen readers.
    await list.table.getByRole('columnheader', { name: 'Company' }).click();
    await page.waitForURL((url) => url.hash.includes('sort=companyName'));
    await list.waitForResults();
    await expect
      .poll(() => list.table.getByRole('columnheader', { name: 'Company' }).getAttribute('aria-sort'))
      .toBe('ascending');

    for (const [item, version] of [
      ['vCard 3.0 (widest support)', 'VERSION:3.0'],
      ['vCard 4.0', 'VERSION:4.0'],
    ] as const) {
      await page.getByRole('button', { name: 'Export vCard' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      const exported = await readFile((await download.path())!, 'utf8');
      expect(exported).toContain(version);
      expect(exported).toContain('FN:並順 かえで');
    }

    await list.select('並順 あおい');
    await list.select('並順 かえで');
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No contact matches.').waitFor();
    await context.close();
  });

  it('keeps a photo: chosen on the edit page, shown on the detail and in the list, removed after confirming', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    await page.getByRole('link', { name: 'Add contact' }).click();
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('写真 さくら');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '写真 さくら' }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit contact' }).waitFor();
    await page.getByRole('img', { name: 'No photo' }).waitFor();
    await page.getByTestId('contact-photo-input').setInputFiles({
      name: 'sakura.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await page.getByText('Photo saved.').waitFor();
    await expectLoaded(page.getByRole('img', { name: 'Photo of 写真 さくら' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: '写真 さくら' }).waitFor();
    await expectLoaded(page.getByRole('img', { name: 'Photo of 写真 さくら' }));

    await page.getByRole('link', { name: 'Back to 個人の連絡先' }).click();
    await list.waitForResults();
    await list.search('写真');
    expect(await list.names()).toEqual(['写真 さくら']);
    await expectLoaded(list.table.getByRole('row', { name: /写真 さくら/ }).locator('img'));

    await page.getByRole('link', { name: '写真 さくら' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Photo removed.').waitFor();
    await page.getByRole('img', { name: 'No photo' }).waitFor();
    await page.getByRole('link', { name: 'Back to 写真 さくら' }).click();
    await page.getByRole('heading', { level: 1, name: '写真 さくら' }).waitFor();
    expect(await page.getByRole('img', { name: 'Photo of 写真 さくら' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await list.waitForResults();
    await context.close();
  });

  it('lets a contact administrator set up a common folder: who reads and edits it, its sort score; delete after confirming', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const list = new ExternalContactsPage(page);
    await list.open();
    await page.getByRole('button', { name: 'New common folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New common folder' });
    await dialog.getByRole('textbox', { name: /Folder name/ }).fill('展示会 2026');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('名刺交換した来場者');
    await dialog.getByRole('textbox', { name: 'Sort score' }).fill('90');
    await dialog.getByText('Everyone who can read it can add, change and delete its contacts').click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 2, name: '展示会 2026' }).waitFor();
    await page.getByText('Everyone in the company can read this folder.').waitFor();
    await page.getByText('Everyone who reads it can change its contacts.').waitFor();
    await page.getByText('名刺交換した来場者').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Folder settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Folder settings' });
    expect(await settings.getByRole('textbox', { name: 'Sort score' }).inputValue()).toBe('90');
    await settings.getByText('Everyone in the company can read this folder').click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Only people allowed all common folders can read this folder.').waitFor();
    await page.getByText('Everyone who reads it can change its contacts.').waitFor();

    await page.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 2, name: '展示会 2026' }).waitFor();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Folder 展示会 2026 deleted.').waitFor();
    // The folder list is read again after the deletion.
    await expect
      .poll(() =>
        list
          .folders()
          .getByRole('link', { name: /^展示会 2026/ })
          .count(),
      )
      .toBe(0);
    await context.close();
  });

  it('shows the 404 page for an unknown folder type, a bad id or a folder the user cannot reach', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
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
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const shell = new AppShell(page);
    await shell.chooseLanguage('日本語');
    await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
    await page.goto('/front/externalContacts');
    await page.getByRole('heading', { level: 1, name: '社外連絡先' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '取引先' }).waitFor();
    await page.getByRole('button', { name: '共通フォルダーを作成' }).waitFor();
    await page.getByRole('button', { name: /並び替え/ }).click();
    await page.getByRole('option', { name: 'ソートスコア' }).click();
    await page.waitForURL((url) => url.hash.includes('sort=sortScore'));
    await page.getByRole('button', { name: /順序/ }).getByText('昇順').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: '佐々木 健一' }).click();
    await page.getByRole('heading', { level: 1, name: '佐々木 健一' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '登録情報' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: '編集' }).click();
    await page.getByRole('heading', { level: 1, name: '連絡先の編集' }).waitFor();
    await expectAccessible(page);
    // The choice is the user's; leave it as the other tests expect it.
    await shell.chooseLanguage('English');
    await page.getByRole('heading', { level: 1, name: 'Edit contact' }).waitFor();
    await context.close();
  });
});
