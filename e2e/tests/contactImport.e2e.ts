import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
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

    await page.getByTestId('import-vcf-input').setInputFiles(fixture('google-contacts.vcf'));
    await page
      .getByRole('status')
      .filter({ hasText: /Importing…|The import is complete\./ })
      .first()
      .waitFor();
    await page.getByText('The import is complete. Contacts added: 1; files with errors: 0.').waitFor();
    await list.search('さとう');
    expect(await list.names()).toContain('佐藤 花子');
    await expectAccessible(page);

    await page
      .getByRole('group', { name: 'Import and export' })
      .getByRole('link', { name: 'Import results' })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'vCard import results' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'google-contacts.vcf' }).first();
    await row.getByText('The import is complete: 1 added, 0 failed.').waitFor();
    await expectAccessible(page);

    await row.getByRole('link', { name: 'Details of google-contacts.vcf' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import details' }).waitFor();
    await page.getByText('The import is complete: 1 added, 0 failed.').waitFor();
    await expectAccessible(page);

    await list.open();
    await list.openFolder('個人の連絡先');
    await page.getByRole('button', { name: 'Export vCard' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'vCard 3.0 (widest support)' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    expect(exported).toContain('FN:佐藤 花子');
    expect(exported).toContain('X-PHONETIC-LAST-NAME:サトウ');

    await page.goto('/front/settings/localContactsUploadHistory');
    await page.getByRole('heading', { level: 1, name: 'Contacts upload history' }).waitFor();
    const upload = page.getByRole('row').filter({ hasText: 'google-contacts.vcf' }).first();
    await upload.getByText('Completed').waitFor();
    await expectAccessible(page);
    await upload.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Upload details' }).waitFor();
    await page.getByRole('row').filter({ hasText: '佐藤 花子' }).getByText('Registered').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows a file refused whole with its code', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(page);
    await list.open();
    await list.openFolder('個人の連絡先');
    await page.getByTestId('import-vcf-input').setInputFiles(fixture('truncated.vcf'));
    await page.getByText('The import is complete. Contacts added: 0; files with errors: 1.').waitFor();
    await page
      .getByRole('group', { name: 'Import and export' })
      .getByRole('link', { name: 'Import results' })
      .first()
      .click();
    await page
      .getByRole('row')
      .filter({ hasText: 'truncated.vcf' })
      .first()
      .getByText('truncated.vcf: the file is not in a valid format.')
      .waitFor();
    await context.close();
  });

  it('shows the pages and the digital business card in Japanese, accessible', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const folders = await page.request.get('/api/browser/personalContactFolder');
    const personal = (
      (await folders.json()) as { items: { folderId: number; folderName: string }[] }
    ).items.find((folder) => folder.folderName === '個人の連絡先');
    await page.goto(`/front/externalContacts#folderType=personal&folderId=${personal!.folderId}`);
    const actions = page.getByRole('group', { name: 'インポートとエクスポート' });
    await actions.getByRole('button', { name: 'vCardをインポート' }).waitFor();
    await expectAccessible(page);
    await actions.getByRole('link', { name: 'インポート結果' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'vCardインポート結果' }).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/localContactsUploadHistory');
    await page.getByRole('heading', { level: 1, name: '連絡先アップロード履歴' }).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/user');
    await page.getByRole('heading', { level: 2, name: 'デジタル名刺' }).waitFor();
    await page.getByRole('img', { name: /QRコード/ }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('keeps the digital business card’s own organisation name and refuses a blank one', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/user');
    await page.getByRole('heading', { level: 2, name: 'Digital business card' }).waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const form = page.getByRole('form', { name: 'Organisation name' });
    // The box itself is visually hidden; its label is what people click.
    await form.getByText('Show my own value').click();
    await form.getByRole('textbox', { name: 'Organisation name' }).fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a value to show your own.').waitFor();
    await form.getByRole('textbox', { name: 'Organisation name' }).fill('キズナ商事');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.kz-digital-card__fields').getByText('キズナ商事').waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download vCard' }).click(),
    ]);
    expect(await readFile((await download.path())!, 'utf8')).toContain('ORG:キズナ商事');
    // Back to the directory's value, so the demo stays as it was.
    await form.getByText('Show my own value').click();
    await form.getByRole('button', { name: 'Save' }).click();
    await context.close();
  });
});
