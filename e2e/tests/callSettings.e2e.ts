import type { KizunaClient } from '@kizuna/api-client';
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

const SUFFIX = String(Date.now()).slice(-6);
/** Numbers only this file adds, so the assertions hold whatever else ran before. */
const ADDED = `0120${SUFFIX}`;
const IMPORTED = `0570${SUFFIX}`;

let browser: Browser;
let yamada: KizunaClient;

beforeAll(async () => {
  browser = await launchBrowser();
  yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
});

afterAll(async () => {
  await browser?.close();
});

describe('call settings', () => {
  it('forwarding refuses a ring time out of range with the server’s message, then saves', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings');
    const forwarding = page.getByRole('region', { name: 'Call forwarding' });
    await forwarding.getByRole('button', { name: 'Save forwarding' }).waitFor();
    await expectAccessible(page);

    const duration = forwarding.getByRole('textbox', { name: 'Ring for (seconds)' });
    await duration.fill('999');
    await forwarding.getByRole('button', { name: 'Save forwarding' }).click();
    await forwarding.getByText('Enter 300 or less.').waitFor();
    expect((await yamada.callSettings.transferSettings()).callForwardNoAnswer.duration).not.toBe(999);

    await duration.fill('25');
    await forwarding.getByText('Forward calls I do not answer').click();
    await forwarding.getByRole('textbox', { name: 'Forward to' }).nth(1).fill('09012345678');
    await forwarding.getByRole('button', { name: 'Save forwarding' }).click();
    await page.getByText('Call forwarding: saved.').waitFor();
    const saved = await yamada.callSettings.transferSettings();
    expect(saved.callForwardNoAnswer).toMatchObject({ enabled: true, duration: 25 });
    expect(saved.callForwardNoAnswer.destination.replace(/\D/g, '')).toBe('09012345678');

    // Leave the line as the other browser tests expect it.
    await yamada.callSettings.saveTransferSettings({
      body: { ...saved, callForwardNoAnswer: { ...saved.callForwardNoAnswer, enabled: false } },
    });
    await context.close();
  });

  it('the rejection list: add a number, import a file through the page, read its result lines', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings');
    await page.getByRole('link', { name: 'Open the call rejection settings' }).click();
    await page.waitForURL('**/front/settings/cucmSettings/callRejectionSettings');
    await page.getByRole('grid', { name: 'Rejected numbers' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add a number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a rejected number' });
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(ADDED);
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('e2e');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${ADDED} was added to the list.`).waitFor();
    await page.getByRole('row').filter({ hasText: ADDED }).waitFor();

    const file = ['REJECT_NUMBER\tREMARKS\tDELETE', `${IMPORTED}\t迷惑電話\t`, '\tno number\t', ''].join(
      '\r\n',
    );
    await page.getByLabel('File (Shift_JIS or UTF-8)').setInputFiles({
      name: 'rejections.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(file, 'utf8'),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(/rejections\.tsv: 1 registered, 0 updated, 0 deleted, 1 failed\./).waitFor();
    await page.getByRole('row').filter({ hasText: IMPORTED }).waitFor();
    const listed = await yamada.callSettings.rejections({ query: { page: 1 } });
    expect(listed.items.map((entry) => entry.fromNumber)).toEqual(expect.arrayContaining([ADDED, IMPORTED]));

    await page.getByRole('link', { name: 'Details', exact: true }).click();
    await page.waitForURL(/\/importResultDetail\/\d+$/);
    // The line messages come from the server; the page is read once they are there.
    await page.getByText('REJECT_NUMBER is required.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Import result details' }).waitFor();
    const line = page.getByRole('row').filter({ hasText: 'Line 3' });
    expect(await line.textContent()).toContain('REJECT_NUMBER is required.');
    await announcementsOfThePreviousPageGone(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to the import results' }).click();
    await page.getByRole('heading', { level: 1, name: 'Call rejection import results' }).waitFor();
    const result = page.getByRole('row').filter({ hasText: 'rejections.tsv' }).first();
    expect(await result.textContent()).toContain('1 registered, 0 updated, 0 deleted, 1 failed');
    await announcementsOfThePreviousPageGone(page);
    await expectAccessible(page);
    await context.close();
  });

  it('exports the list and the sample as files', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings');
    await page.getByRole('grid', { name: 'Rejected numbers' }).waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const text = await textOf(exported);
    expect(text).toContain('REJECT_NUMBER');
    expect(text).toContain(ADDED);
    const [sample] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the sample file' }).click(),
    ]);
    expect(await textOf(sample)).toContain('REJECT_NUMBER');
    await context.close();
  });

  it('every call settings page reads in Japanese and passes axe', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings');
    await new AppShell(page).chooseLanguage('日本語');
    await page.getByRole('heading', { level: 1, name: '通話設定' }).waitFor();
    await page.getByRole('region', { name: 'モバイルコネクト' }).waitFor();
    await page.getByRole('button', { name: 'CTI設定を保存' }).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings');
    await page.getByRole('grid', { name: '着信拒否番号' }).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings/importResult');
    await page.getByRole('heading', { level: 1, name: '着信拒否インポート結果' }).waitFor();
    await page.getByRole('grid').waitFor();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'インポート結果詳細' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

/**
 * react-aria's live announcer keeps what a table announced for a few seconds, as a `role="img"`
 * labelled by the row that was on screen; after a client-side navigation that row is gone and
 * axe sees an image without a name. Wait for the announcer to drop it.
 */
async function announcementsOfThePreviousPageGone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')].every((node) =>
        (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => document.getElementById(id)),
      ),
    undefined,
    { timeout: 15_000 },
  );
}

async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}
