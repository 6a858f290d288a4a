import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SansanImportAdminPage } from '../pages/SansanImportAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** The test saves settings only: nothing here calls Sansan (no test of the connection, no run). */
const KEY = 'e2eKey0123456789e2eKey0123456789';
const FOLDER = 'Sansan 名刺（e2e）';

let browser: Browser;
let adminApi: KizunaClient;

beforeAll(async () => {
  browser = await launchBrowser();
  adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
  const folders = (await adminApi.sansanImportAdmin.settings()).folders;
  if (!folders.some((folder) => folder.name === FOLDER))
    await adminApi.contactFolders.commonCreate({
      body: { folderName: FOLDER, folderDescription: '', sortScore: 0 },
    });
});
afterAll(async () => {
  await browser?.close();
});

describe('Manage → business-card import', () => {
  it('is reached from Manage, saves with the keyboard alone, and never shows the key again', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const screen = new SansanImportAdminPage(page);
    await page.goto('/front/admin');
    await screen.manageCard.click();
    await screen.headingNamed('Sansan business-card import').waitFor();
    await expectAccessible(page);

    await screen.apiKeyField.focus();
    await page.keyboard.type(KEY);
    // Tab to the scope (every card is chosen), then to the folder's select.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const option = screen.folderOption(FOLDER);
    await option.waitFor();
    await option.focus();
    await page.keyboard.press('Enter');
    await screen.saveButton.focus();
    await page.keyboard.press('Enter');
    await screen.mainText(/A key is set/).waitFor();
    expect(await screen.apiKeyField.inputValue()).toBe('');
    expect(await page.content()).not.toContain(KEY);
    const saved = await adminApi.sansanImportAdmin.settings();
    expect(saved.apiKeySet).toBe(true);
    expect(saved.folders.find((folder) => folder.id === saved.folderId)?.name).toBe(FOLDER);
    await expectAccessible(page);
    await context.close();
  });

  it('is accessible in Japanese and fits a phone, a tablet and a laptop', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const screen = new SansanImportAdminPage(page);
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screen.open('Sansan 名刺インポート');
      await screen.mainText('実行履歴', { exact: true }).waitFor();
      await expectAccessible(page);
      expect(await screen.overflow()).toBe(0);
    }
    await context.close();
  });

  it('is not offered to a person without the role', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const screen = new SansanImportAdminPage(page);
    await page.goto('/front/admin/sansanImport');
    await screen.forbiddenHeading.or(screen.notFoundHeading).waitFor();
    await context.close();
  });
});
