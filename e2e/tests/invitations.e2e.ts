import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/HomePage';
import { ActivationPage, InvitationsAdminPage, invitationLinkTo } from '../pages/InvitationPages';
import { LoginPage } from '../pages/LoginPage';
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

describe('invitations', () => {
  it('an invited person sets a password from the mail, signs in, and the link works only once', async () => {
    const stamp = Date.now().toString(36);
    const person = {
      accountId: `invited.${stamp}`,
      fullname: '招待 花子',
      email: `invited.${stamp}@demo.example.co.jp`,
    };
    const password = 'Kizuna-Invited1';

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const invitations = new InvitationsAdminPage(admin.page);
    await invitations.open();
    await expectAccessible(admin.page);
    await invitations.invite(person);
    await invitations.state(new RegExp(person.fullname), 'Waiting').waitFor();

    const link = await invitationLinkTo(person.email);
    const { context, page } = await newPage(browser);
    const activation = new ActivationPage(page);
    await page.goto(link);
    await activation.activateHeading.waitFor();
    await activation.text(person.fullname).waitFor();
    await expectAccessible(page);
    await activation.activate(password);
    await activation.completeHeading.waitFor();
    await expectAccessible(page);

    await activation.signInLink.click();
    const login = new LoginPage(page);
    await login.heading.waitFor();
    expect(await login.field('Tenant code').inputValue()).toBe('demo');
    await login.field('Account ID').fill(person.accountId);
    await login.field('Password').fill(password);
    await login.submit();
    await new HomePage(page).heading.waitFor();

    await page.goto(link);
    await activation.errorHeading.waitFor();
    await expect.poll(() => activation.reason.textContent()).toBe('This account has already been activated.');
    await expectAccessible(page);
    await invitations.open();
    await invitations.state(new RegExp(person.fullname), 'Activated').waitFor();
    await Promise.all([context.close(), admin.context.close()]);
  });

  it('the admin, activation and result pages read in Japanese', async () => {
    const stamp = Date.now().toString(36);
    const email = `ja.${stamp}@demo.example.co.jp`;
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    await api.userInvitations.invite({
      body: { accountId: `ja.${stamp}`, fullname: '日本 一郎', email },
    });
    const link = await invitationLinkTo(email);

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    await new InvitationsAdminPage(admin.page).open();
    await expectAccessible(admin.page);

    const { context, page } = await newPage(browser, 'ja-JP');
    const activation = new ActivationPage(page);
    await page.goto(link);
    await activation.activateHeading.waitFor();
    await expectAccessible(page);
    await page.goto('/front/bizDAccount/complete');
    await activation.completeHeading.waitFor();
    await expectAccessible(page);
    await page.goto('/front/bizDAccount/error?reason=ALREADY_ACTIVATED');
    await activation.errorHeading.waitFor();
    await expectAccessible(page);
    await Promise.all([context.close(), admin.context.close()]);
  });
});
