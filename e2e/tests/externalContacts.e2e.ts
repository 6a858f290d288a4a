import { readFile } from 'node:fs/promises';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ExternalContactPage } from '../pages/ExternalContactPage';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';
import { signedInThroughApi } from '../support/signedInThroughApi';

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
    const contact = new ExternalContactPage(page);
    await list.open();
    // Without a folder in the hash the first common folder opens.
    await list.headingNamed('取引先', 2).waitFor();
    expect(await list.names()).toContain('佐々木 健一');
    await expectAccessible(page);

    await list.openFolder('個人の連絡先');
    await list.addContactLink.click();
    await contact.headingNamed('Add contact').waitFor();
    await contact.button('Add', { exact: true }).click();
    await list.text('This is a required field.').waitFor();
    await expectAccessible(page);
    await contact.field('Name').fill('河合 みなみ');
    await contact.field('Reading (kana)').fill('かわい みなみ');
    await contact.field('Company').fill('株式会社かわい商会');
    await contact.field('Phone').fill('03-7777-1234');
    await contact.button('Add', { exact: true }).click();
    await contact.headingNamed('河合 みなみ').waitFor();
    expect(page.url()).toMatch(/\/front\/externalContacts\/personal\/detail\/\d+$/);
    await contact.mainLink('山田 太郎').waitFor();
    await expectAccessible(page);

    // Back in the folder, half-width katakana finds the hiragana reading; reload keeps the search.
    await contact.backLink('個人の連絡先').click();
    await list.waitForResults();
    await list.search('ｶﾜｲ');
    expect(await list.names()).toEqual(['河合 みなみ']);
    await page.reload();
    await list.waitForResults();
    expect(await list.names()).toEqual(['河合 みなみ']);
    expect(await list.searchField.inputValue()).toBe('ｶﾜｲ');

    // Only editable common folders are offered; copy into 取引先.
    await list.select('河合 みなみ');
    await list.targetFolderSelect.click();
    const options = await list.optionLabels();
    expect(options).toEqual(['取引先']);
    await list.option('取引先').click();
    await list.button('Copy (1)').click();
    await list.text('1 contact copied to 取引先.').waitFor();

    await list.openFolder('取引先');
    await list.search('かわい');
    expect(await list.names()).toEqual(['河合 みなみ']);
    await list.contactLink('河合 みなみ').click();
    await contact.headingNamed('河合 みなみ').waitFor();
    expect(page.url()).toMatch(/\/front\/externalContacts\/common\/detail\/\d+$/);

    await contact.editLink().click();
    await contact.headingNamed('Edit contact').waitFor();
    await expectAccessible(page);
    await contact.field('Position').fill('営業部長');
    await contact.button('Save').click();
    await contact.headingNamed('河合 みなみ').waitFor();
    await list.text('営業部長').waitFor();

    await contact.button('Delete', { exact: true }).click();
    await list.confirm('Delete');
    await list.waitForResults();
    expect(await list.names()).not.toContain('河合 みなみ');
    await context.close();
  });

  it('sorts by sort score and direction; reload and Back keep the order; exports vCard 3.0 and 4.0', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    const contact = new ExternalContactPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    for (const [fullname, fullnameKana, sortScore] of [
      ['並順 あおい', 'なみじゅん あおい', '20'],
      ['並順 かえで', 'なみじゅん かえで', '10'],
    ] as const) {
      await list.addContactLink.click();
      await contact.field('Name').fill(fullname);
      await contact.field('Reading (kana)').fill(fullnameKana);
      await contact.field('Sort score').fill(sortScore);
      await contact.button('Add', { exact: true }).click();
      await contact.headingNamed(fullname).waitFor();
      await contact.backLink('個人の連絡先').click();
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
    await list.columnHeader('Company').click();
    await page.waitForURL((url) => url.hash.includes('sort=companyName'));
    await list.waitForResults();
    await expect.poll(() => list.columnHeader('Company').getAttribute('aria-sort')).toBe('ascending');

    for (const [item, version] of [
      ['vCard 3.0 (widest support)', 'VERSION:3.0'],
      ['vCard 4.0', 'VERSION:4.0'],
    ] as const) {
      await list.exportButton.click();
      const [download] = await Promise.all([page.waitForEvent('download'), list.exportFormat(item).click()]);
      const exported = await readFile((await download.path())!, 'utf8');
      expect(exported).toContain(version);
      expect(exported).toContain('FN:並順 かえで');
    }

    await list.select('並順 あおい');
    await list.select('並順 かえで');
    await list.button('Delete (2)').click();
    await list.confirm('Delete');
    await list.text('No contact matches.').waitFor();
    await context.close();
  });

  it('keeps a photo: chosen on the edit page, shown on the detail and in the list, removed after confirming', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    const contact = new ExternalContactPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    await list.addContactLink.click();
    await contact.field('Name').fill('写真 さくら');
    await contact.button('Add', { exact: true }).click();
    await contact.headingNamed('写真 さくら').waitFor();

    await contact.editLink().click();
    await contact.headingNamed('Edit contact').waitFor();
    await contact.photo('No photo').waitFor();
    await contact.photoInput.setInputFiles({
      name: 'sakura.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await list.text('Photo saved.').waitFor();
    await expectLoaded(contact.photo('Photo of 写真 さくら'));
    await expectAccessible(page);
    await contact.button('Save').click();
    await contact.headingNamed('写真 さくら').waitFor();
    await expectLoaded(contact.photo('Photo of 写真 さくら'));

    await contact.backLink('個人の連絡先').click();
    await list.waitForResults();
    await list.search('写真');
    expect(await list.names()).toEqual(['写真 さくら']);
    await expectLoaded(list.rowImage(/写真 さくら/));

    await list.contactLink('写真 さくら').click();
    await contact.editLink().click();
    await contact.button('Remove photo').click();
    await list.confirm('Delete');
    await list.text('Photo removed.').waitFor();
    await contact.photo('No photo').waitFor();
    await contact.backLink('写真 さくら').click();
    await contact.headingNamed('写真 さくら').waitFor();
    expect(await contact.photo('Photo of 写真 さくら').count()).toBe(0);
    await contact.button('Delete', { exact: true }).click();
    await list.confirm('Delete');
    await list.waitForResults();
    await context.close();
  });

  it('lets a contact administrator set up a common folder: who reads and edits it, its sort score; delete after confirming', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.button('New common folder').click();
    const dialog = list.folderDialog('New common folder');
    await dialog.field(/Folder name/).fill('展示会 2026');
    await dialog.field('Description').fill('名刺交換した来場者');
    await dialog.field('Sort score').fill('90');
    await dialog.choose('Everyone who can read it can add, change and delete its contacts');
    await expectAccessible(page);
    await dialog.save();
    await list.headingNamed('展示会 2026', 2).waitFor();
    await list.text('Everyone in the company can read this folder.').waitFor();
    await list.text('Everyone who reads it can change its contacts.').waitFor();
    await list.text('名刺交換した来場者').waitFor();
    await expectAccessible(page);

    await list.button('Folder settings').click();
    const settings = list.folderDialog('Folder settings');
    expect(await settings.field('Sort score').inputValue()).toBe('90');
    await settings.choose('Everyone in the company can read this folder');
    await settings.save();
    await list.text('Only people allowed all common folders can read this folder.').waitFor();
    await list.text('Everyone who reads it can change its contacts.').waitFor();

    await list.button('Delete folder').click();
    await list.confirm('Cancel');
    await list.headingNamed('展示会 2026', 2).waitFor();
    await list.button('Delete folder').click();
    await list.confirm('Delete');
    await list.text('Folder 展示会 2026 deleted.').waitFor();
    // The folder list is read again after the deletion.
    await expect.poll(() => list.folderLink('展示会 2026').count()).toBe(0);
    await context.close();
  });

  it('shows the 404 page for an unknown folder type, a bad id or a folder the user cannot reach', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const contact = new ExternalContactPage(page);
    for (const path of [
      '/front/externalContacts/shared/detail/1',
      '/front/externalContacts/common/detail/abc',
      '/front/externalContacts/common/detail/999999999',
      '/front/externalContacts/personal/add/999999999',
    ]) {
      await page.goto(path);
      await contact.notFoundHeading.waitFor();
    }
    await context.close();
  });

  it('lays the folder actions out in one row on a laptop and within the screen on a phone', async () => {
    for (const locale of ['en-US', 'ja-JP']) {
      const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoUser, locale);
      try {
        await page.setViewportSize({ width: 1366, height: 768 });
        const list = new ExternalContactsPage(page);
        await list.open();
        // The personal folder: contacts may be added, deleted, grouped, copied and moved from it.
        await list.openFolder('個人の連絡先');
        const actions = list.folderActions();
        for (const action of actions) expect(await action.count(), `${action}`).toBe(1);
        const tops = await Promise.all(actions.map(async (action) => (await action.boundingBox())!.y));
        expect(
          Math.max(...tops) - Math.min(...tops),
          `one row in ${locale}: ${tops.join(', ')}`,
        ).toBeLessThanOrEqual(1);
        await expectAccessible(page);

        await page.setViewportSize({ width: 390, height: 844 });
        for (const action of actions) {
          const box = (await action.boundingBox())!;
          expect(box.x, `${action}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${action}`).toBeLessThanOrEqual(390);
        }
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await expectAccessible(page);
      } finally {
        await context.close();
      }
    }
  });

  it('is accessible in Japanese: main page, detail and edit', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const shell = new AppShell(page);
    const list = new ExternalContactsPage(page);
    const contact = new ExternalContactPage(page);
    await shell.chooseLanguage('日本語');
    await shell.headingNamed('ホーム').waitFor();
    await page.goto('/front/externalContacts');
    await contact.headingNamed('社外連絡先').waitFor();
    await list.headingNamed('取引先', 2).waitFor();
    await list.button('共通フォルダーを作成').waitFor();
    await list.sortSelect(/並び替え/).click();
    await list.option('ソートスコア').click();
    await page.waitForURL((url) => url.hash.includes('sort=sortScore'));
    await list.orderShown(/順序/, '昇順').waitFor();
    await expectAccessible(page);
    await list.contactLink('佐々木 健一').click();
    await contact.headingNamed('佐々木 健一').waitFor();
    await contact.headingNamed('登録情報', 2).waitFor();
    await expectAccessible(page);
    await contact.editLink('編集').click();
    await contact.headingNamed('連絡先の編集').waitFor();
    await expectAccessible(page);
    // The choice is the user's; leave it as the other tests expect it.
    await shell.chooseLanguage('English');
    await contact.headingNamed('Edit contact').waitFor();
    await context.close();
  });
});
