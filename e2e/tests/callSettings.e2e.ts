import type { KizunaClient } from '@kizuna/api-client';
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { CallRejectionsPage, CallSettingsPage } from '../pages/CallSettingsPage';
import { ResultListPage } from '../pages/ResultListPage';
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
    const settings = new CallSettingsPage(page);
    await settings.saveForwardingButton.waitFor();
    await expectAccessible(page);

    const duration = settings.forwardingField('Ring for (seconds)');
    await duration.fill('999');
    await settings.saveForwardingButton.click();
    await settings.forwardingText('Enter 300 or less.').waitFor();
    expect((await yamada.callSettings.transferSettings()).callForwardNoAnswer.duration).not.toBe(999);

    await duration.fill('25');
    await settings.forwardingText('Forward calls I do not answer').click();
    await settings.noAnswerDestination.fill('09012345678');
    await settings.saveForwardingButton.click();
    await settings.text('Call forwarding: saved.').waitFor();
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
    await new CallSettingsPage(page).rejectionSettingsLink.click();
    await page.waitForURL('**/front/settings/cucmSettings/callRejectionSettings');
    const rejections = new CallRejectionsPage(page);
    await rejections.table().waitFor();
    await expectAccessible(page);

    await rejections.add(ADDED, 'e2e');
    await rejections.text(`${ADDED} was added to the list.`).waitFor();
    await rejections.row(ADDED).waitFor();

    const file = ['REJECT_NUMBER\tREMARKS\tDELETE', `${IMPORTED}\t迷惑電話\t`, '\tno number\t', ''].join(
      '\r\n',
    );
    await rejections.importFile.setInputFiles({
      name: 'rejections.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(file, 'utf8'),
    });
    await rejections.button('Import', { exact: true }).click();
    await rejections.text(/rejections\.tsv: 1 registered, 0 updated, 0 deleted, 1 failed\./).waitFor();
    await rejections.row(IMPORTED).waitFor();
    const listed = await yamada.callSettings.rejections({ query: { page: 1 } });
    expect(listed.items.map((entry) => entry.fromNumber)).toEqual(expect.arrayContaining([ADDED, IMPORTED]));

    await rejections.latestImportDetailsLink.click();
    await page.waitForURL(/\/importResultDetail\/\d+$/);
    const results = new ResultListPage(page);
    // The line messages come from the server; the page is read once they are there.
    await results.text('REJECT_NUMBER is required.').waitFor();
    await results.headingNamed('Import result details').waitFor();
    expect(await results.row('Line 3').textContent()).toContain('REJECT_NUMBER is required.');
    await announcementsOfThePreviousPageGone(page);
    await expectAccessible(page);

    await results.link('Back to the import results').click();
    await results.headingNamed('Call rejection import results').waitFor();
    expect(await results.row('rejections.tsv').textContent()).toContain(
      '1 registered, 0 updated, 0 deleted, 1 failed',
    );
    await announcementsOfThePreviousPageGone(page);
    await expectAccessible(page);
    await context.close();
  });

  it('exports the list and the sample as files', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings');
    const rejections = new CallRejectionsPage(page);
    await rejections.table().waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      rejections.button('Export').click(),
    ]);
    const text = await textOf(exported);
    expect(text).toContain('REJECT_NUMBER');
    expect(text).toContain(ADDED);
    const [sample] = await Promise.all([
      page.waitForEvent('download'),
      rejections.button('Download the sample file').click(),
    ]);
    expect(await textOf(sample)).toContain('REJECT_NUMBER');
    await context.close();
  });

  it('every call settings page reads in Japanese and passes axe', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.goto('/front/settings/cucmSettings');
    const settings = new CallSettingsPage(page);
    await new AppShell(page).chooseLanguage('日本語');
    await settings.headingNamed('通話設定').waitFor();
    await settings.section('モバイルコネクト').waitFor();
    await settings.button('CTI設定を保存').waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings');
    await new CallRejectionsPage(page).table('着信拒否番号').waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/cucmSettings/callRejectionSettings/importResult');
    const results = new ResultListPage(page);
    await results.headingNamed('着信拒否インポート結果').waitFor();
    await results.table.waitFor();
    await expectAccessible(page);
    await results
      .link(/の詳細$/)
      .first()
      .click();
    await results.headingNamed('インポート結果詳細').waitFor();
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
