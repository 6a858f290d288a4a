import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActiveDirectoryAdminPage } from '../pages/ActiveDirectoryAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** The test saves settings only: nothing here connects to a directory (no test, no run). */
const PASSWORD = 'e2e-Bind-Secret-2026';

let browser: Browser;
let adminApi: KizunaClient;

beforeAll(async () => {
  browser = await launchBrowser();
  adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
});
afterAll(async () => {
  await browser?.close();
});

describe('Manage → Active Directory sync', () => {
  it('is reached from Manage, shows a refused field at its field, saves with the keyboard, and never shows the password again', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const screen = new ActiveDirectoryAdminPage(page);
    await page.goto('/front/admin');
    await screen.manageCard.click();
    await screen.headingNamed('Active Directory sync').waitFor();
    expect(await screen.field(/^E-mail address/).inputValue()).toBe('mail');
    await expectAccessible(page);

    // StartTLS with an ldaps:// address: the server says which line is wrong.
    await screen.field(/^Servers/).focus();
    await page.keyboard.type('ldaps://dc1.example.co.jp:636');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await screen.field(/^Bind account/).focus();
    await page.keyboard.type('CN=kizuna-sync,OU=Service,DC=example,DC=co,DC=jp');
    await screen.passwordField.focus();
    await page.keyboard.type(PASSWORD);
    await screen.field(/^Base DN/).focus();
    await page.keyboard.type('OU=Staff,DC=example,DC=co,DC=jp');
    await screen.saveButton.focus();
    await page.keyboard.press('Enter');
    await screen.mainText(/Line 1: The address must start with ldaps:\/\//).waitFor();
    expect((await adminApi.activeDirectoryAdmin.settings()).configured).toBe(false);

    await screen.field(/^Servers/).fill('ldap://dc1.example.co.jp:389');
    await screen.saveButton.focus();
    await page.keyboard.press('Enter');
    await screen.mainText(/Leave blank to keep the one set/).waitFor();
    expect(await screen.passwordField.inputValue()).toBe('');
    expect(await page.content()).not.toContain(PASSWORD);
    const saved = await adminApi.activeDirectoryAdmin.settings();
    expect(saved).toMatchObject({
      configured: true,
      passwordSet: true,
      security: 'STARTTLS',
      servers: ['ldap://dc1.example.co.jp:389'],
    });
    await expectAccessible(page);
    await context.close();
  });

  it('is accessible in Japanese and fits a phone, a tablet and a laptop', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const screen = new ActiveDirectoryAdminPage(page);
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screen.open('Active Directory 連携');
      await screen.mainText('実行履歴', { exact: true }).waitFor();
      await expectAccessible(page);
      expect(await screen.overflow()).toBe(0);
    }
    await context.close();
  });

  it('is not offered to a person without the role', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const screen = new ActiveDirectoryAdminPage(page);
    await page.goto('/front/admin/activeDirectory');
    await screen.forbiddenHeading.or(screen.notFoundHeading).waitFor();
    await context.close();
  });
});
