import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../packages/app/src/i18n/locales/en.json';
import { groupMainMenu } from '../../packages/app/src/menu/menuGroups';
import { AppShell } from '../pages/AppShell';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { UserSettingsPage } from '../pages/UserSettingsPage';
import { expectedMenuEntries, signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  it.each([
    ['demo admin', DEMO_ACCOUNTS.demoAdmin],
    ['demo yamada.taro', DEMO_ACCOUNTS.demoUser],
    ['trial admin', DEMO_ACCOUNTS.trialAdmin],
  ])('%s lands on home with exactly the menu the rules give', async (_, account) => {
    const api = await signInThroughApi(account);
    // The side bar shows the rules' entries by group.
    const expected = groupMainMenu(await expectedMenuEntries(api))
      .flatMap((group) => group.entries)
      .map((entry) => en.menu.main[entry]);
    const fullname = (await api.principal.userInfo()).fullname;

    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await expectAccessible(page);
    await login.signIn(account);
    const home = new HomePage(page);
    await home.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/front/home');

    const shell = new AppShell(page);
    expect(await shell.menuLabels()).toEqual(expected);
    expect(await page.title()).toBe('Home | Kizuna');
    await new HomePage(page).waitForNotices();
    await expectAccessible(page);

    await shell.signOut(fullname);
    await login.heading.waitFor();
    await page.goto('/front/home');
    await login.heading.waitFor();
    await context.close();
  });

  it('shows the trial banner to a trial tenant only', async () => {
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.trialAdmin);
    await new HomePage(page).heading.waitFor();
    await expect(new AppShell(page).trialBanner.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('an empty submit explains itself, then the first click signs in and the tenant is kept', async () => {
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.submit();
    await login.fieldError('Enter your tenant code.').waitFor();
    await login.fieldError('Enter your password.').waitFor();
    await expect(
      login.field('Tenant code').evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await expectAccessible(page);
    const account = DEMO_ACCOUNTS.demoUser;
    await login.field('Tenant code').fill(account.tenantCode);
    await login.field('Account ID').fill(account.accountId);
    await login.field('Password').fill(account.password);
    await login.submit();
    const home = new HomePage(page);
    await home.heading.waitFor();
    await new AppShell(page).signOut((await (await signInThroughApi(account)).principal.userInfo()).fullname);
    await login.heading.waitFor();
    await expect(login.field('Tenant code').inputValue()).resolves.toBe(account.tenantCode);
    await context.close();
  });

  it('a wrong password shows a message and starts no session', async () => {
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open('/front/home');
    await login.signIn({ ...DEMO_ACCOUNTS.demoUser, password: 'Wrong-Password1' });
    await expect(login.errorMessage.textContent()).resolves.toBe(
      'The tenant code, account ID or password is incorrect.',
    );
    await expectAccessible(page);
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('KIZUNA_SESSION');
    await page.goto('/front/home');
    await login.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/front/login');
    await context.close();
  });

  it('the app root leads a signed-in user to the start page', async () => {
    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new HomePage(page).heading.waitFor();
    await page.goto('/front/');
    await new HomePage(page).heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/front/home');
    await context.close();
  });

  it('returns to the page asked for after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/front/settings/user');
    const login = new LoginPage(page);
    await login.heading.waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/front/settings/user');
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    await new UserSettingsPage(page).heading.waitFor();
    await context.close();
  });
});
