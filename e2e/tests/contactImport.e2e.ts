import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { ResultListPage } from '../pages/ResultListPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../packages/server/test/fixtures/vcard/${name}`, import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contact import and export', () => {
  it('imports a vCard through the page with progress, shows the results and details, exports it, lists the upload', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');

    await list.importInput.setInputFiles(fixture('google-contacts.vcf'));
    await list.importStatus(/Importing…|The import is complete\./).waitFor();
    await list.text('The import is complete: 1 added, 0 contacts could not be added.').waitFor();
    await list.search('さとう');
    expect(await list.names()).toContain('佐藤 花子');
    await expectAccessible(page);

    await list.openImportResults();
    const results = new ResultListPage(page);
    await results.headingNamed('vCard import results').waitFor();
    await results.rowText('google-contacts.vcf', 'The import is complete: 1 added, 0 failed.').waitFor();
    await expectAccessible(page);

    await results.rowLink('google-contacts.vcf', 'Details of google-contacts.vcf').click();
    await results.headingNamed('Import details').waitFor();
    await results.text('The import is complete: 1 added, 0 failed.').waitFor();
    await expectAccessible(page);

    await list.open();
    await list.openFolder('個人の連絡先');
    await list.exportButton.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.exportFormat('vCard 3.0 (widest support)').click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    expect(exported).toContain('FN:佐藤 花子');
    expect(exported).toContain('X-PHONETIC-LAST-NAME:サトウ');

    await page.goto('/front/settings/localContactsUploadHistory');
    await results.headingNamed('Contacts upload history').waitFor();
    await results.rowText('google-contacts.vcf', 'Completed').waitFor();
    await expectAccessible(page);
    await results.rowLink('google-contacts.vcf').click();
    await results.headingNamed('Upload details').waitFor();
    await results.rowText('佐藤 花子', 'Registered').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows a file refused whole with its code', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    await list.importInput.setInputFiles(fixture('truncated.vcf'));
    await list.text('The import is complete: 0 added, 0 contacts could not be added.').waitFor();
    await list.text('1 file could not be read.').waitFor();
    await list.openImportResults();
    await new ResultListPage(page)
      .rowText('truncated.vcf', 'truncated.vcf: the file is not in a valid format.')
      .waitFor();
    await context.close();
  });

  it('counts the cards that failed, says per card why, and updates the folder count', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const folder = await api.contactFolders.personalCreate({ body: { folderName: '取り込み理由' } });
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open(`#folderType=personal&folderId=${folder.folderId}`);
    expect(await list.folderCount('取り込み理由')).toBe('0');
    await list.importInput.setInputFiles({
      name: 'two.vcf',
      mimeType: 'text/vcard',
      buffer: Buffer.from(
        'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:理由 一郎\r\nEND:VCARD\r\n' +
          'BEGIN:VCARD\r\nVERSION:3.0\r\nORG:名無し商事\r\nEND:VCARD\r\n',
      ),
    });
    await list.text('The import is complete: 1 added, 1 contact could not be added.').waitFor();
    await expect.poll(() => list.folderCount('取り込み理由')).toBe('1');
    await list.openImportResults();
    const results = new ResultListPage(page);
    await results.rowLink('two.vcf', 'Details of two.vcf').click();
    await results.headingNamed('Import details').waitFor();
    await results.text('Line 5 was not registered: The name is missing.').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows the pages in Japanese, accessible', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const folders = await page.request.get('/api/browser/personalContactFolder');
    const personal = (
      (await folders.json()) as { items: { folderId: number; folderName: string }[] }
    ).items.find((folder) => folder.folderName === '個人の連絡先');
    await page.goto(`/front/externalContacts#folderType=personal&folderId=${personal!.folderId}`);
    const list = new ExternalContactsPage(page);
    const results = new ResultListPage(page);
    await (await list.importMenuItem('インポートとエクスポート', 'vCardをインポート')).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await list.openImportResults('インポートとエクスポート', 'インポート結果');
    await results.headingNamed('vCardインポート結果').waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/localContactsUploadHistory');
    await results.headingNamed('連絡先アップロード履歴').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
