import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { AppShell } from '../pages/AppShell';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS, freshTenantAdmin } from '../support/environment';
import { signedIn } from '../support/signedIn';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('changing the password', () => {
  it('an issued password must be changed first; the policy is checked on screen', async () => {
    const account = freshTenantAdmin();
    const newPassword = 'Fresh-Start2';
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(account);

    const change = new ChangePasswordPage(page);
    await change.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/front/changePassword');
    await change.text('Please set your own password before you start.').waitFor();
    // A required change has one way out, signing out; no frame, no cancel.
    await change.signOutButton.waitFor();
    expect(await change.cancelButton.count()).toBe(0);
    expect(await new AppShell(page).accountMenuButton().count()).toBe(0);
    await expectAccessible(page);

    // Other pages stay closed until the password is changed.
    await page.goto('/front/home');
    await change.heading.waitFor();

    await change.change(account.password, 'short');
    await change
      .text(/Use 8 to 20 printable ASCII characters/)
      .last()
      .waitFor();
    await change.change(account.password, newPassword, 'Different-One3');
    await change.text('The passwords do not match.').waitFor();
    await change.change(account.password, account.password);
    await change.text('The new password must differ from the current password.').waitFor();
    await expectAccessible(page);

    await change.change(account.password, newPassword);
    await new HomePage(page).heading.waitFor();

    await new AppShell(page).signOut('管理者');
    await login.heading.waitFor();
    await login.signIn({ ...account, password: newPassword });
    await new HomePage(page).heading.waitFor();
    await context.close();
  });

  it('chosen from the account menu, keeps the frame and a way back', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoColleague);
    const shell = new AppShell(page);
    await shell.openAccountMenuItem('Change password');
    const change = new ChangePasswordPage(page);
    await change.heading.waitFor();
    await shell.accountMenuButton().waitFor();
    await change.backToSettings.waitFor();
    await expectAccessible(page);
    await change.cancelButton.click();
    await new HomePage(page).heading.waitFor();
    await context.close();
  });
});
