import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/HomePage';
import { ActivationPage, passwordResetLinkTo } from '../pages/InvitationPages';
import { LoginPage } from '../pages/LoginPage';
import { UsersAdminPage } from '../pages/UsersAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('password reset by e-mail', () => {
  it('the admin sends a reset link; the person sets a new password with it, once, and signs in', async () => {
    const stamp = Date.now().toString(36);
    const accountId = `reset.${stamp}`;
    const email = `${accountId}@demo.example.co.jp`;
    const oldPassword = 'Hajimete-2025';
    const newPassword = 'Kizuna-Reset-7';
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const { userId } = await api.userAdmin.save({
      body: {
        accountId,
        fullname: '再設定 花子',
        fullnameKana: 'サイセッテイ ハナコ',
        fullnameAlphabet: '',
        userType: 'REGULAR_USER',
        divisions: [],
        position: '',
        extensionNum: '',
        phoneNum: '',
        mobileNum: '',
        email,
        email2: '',
        employeeNum: '',
        roles: [],
        virtualRoles: [],
        enabled: true,
        initialPassword: oldPassword,
      },
    });

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const users = new UsersAdminPage(admin.page);
    await users.openPerson(userId, '再設定 花子');
    await users.openReset();
    expect(await users.resetByLink(email).isChecked()).toBe(true);
    await expectAccessible(admin.page);
    await users.sendResetLink();
    await users.text(`A password reset link was sent to ${email}.`).waitFor();

    // Until the link is used, the old password still signs in.
    await signInThroughApi({ tenantCode: 'demo', accountId, password: oldPassword });

    const link = await passwordResetLinkTo(email);
    const { context, page } = await newPage(browser);
    const reset = new ActivationPage(page);
    await page.goto(link);
    await reset.resetHeading.waitFor();
    await reset.text('再設定 花子').waitFor();
    await expectAccessible(page);
    await reset.setNewPassword(newPassword);
    await reset.resetCompleteHeading.waitFor();
    await expectAccessible(page);

    await reset.signInLink.click();
    const login = new LoginPage(page);
    await login.heading.waitFor();
    await login.field('Tenant code').fill('demo');
    await login.field('Account ID').fill(accountId);
    await login.field('Password').fill(newPassword);
    await login.submit();
    await new HomePage(page).heading.waitFor();

    await page.goto(link);
    await reset.resetErrorHeading.waitFor();
    await expect
      .poll(() => reset.reason.textContent())
      .toBe('This password reset link has already been used.');
    await expectAccessible(page);

    await api.userAdmin.remove({ params: { userId } });
    await Promise.all([context.close(), admin.context.close()]);
  });
});
