import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { GroupCompaniesPage } from '../pages/GroupCompaniesPage';
import { launchBrowser } from '../support/browser';
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

describe('group companies', () => {
  it('browses the linked company’s directory by division and finds a person by reading', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await new AppShell(page).menuLink('Group companies').click();
    const directory = new GroupCompaniesPage(page);
    await directory.headingNamed('Group companies').waitFor();
    await expectAccessible(page);

    await directory.companyLink('キズナ物流株式会社').click();
    await directory.headingNamed('キズナ物流株式会社').waitFor();
    expect(page.url()).toMatch(/\/front\/groupCompanies\/\d+\/users$/);
    expect(await directory.names()).toHaveLength(30);
    const everyone = await directory.count();
    expect(everyone).toBeGreaterThanOrEqual(30);
    await directory.division('本社').waitFor();
    await directory.division('物流センター').waitFor();
    await expectAccessible(page);

    // Keyboard: open 本社 and choose 輸送事業部 with the arrow keys and Enter.
    await directory.division('本社').focus();
    await page.keyboard.press('ArrowRight');
    await directory.division('輸送事業部').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('division'));
    // The URL changes before the list answers it: wait for the narrower list.
    await expect.poll(() => directory.count(), { timeout: 20_000 }).toBeLessThan(everyone);
    expect(await directory.count()).toBeGreaterThan(0);
    expect(await directory.names()).not.toContain('物流 管理者');

    await directory.wholeCompanyButton().click();
    await page.waitForURL((url) => !url.searchParams.has('division'));
    await directory.search('ぶつりゅう');
    await expect.poll(() => directory.names(), { timeout: 20_000 }).toEqual(['物流 管理者']);
    await directory.text('1 person').waitFor();
    await expectAccessible(page);

    // The address keeps the search: a reload shows the same list.
    await page.reload();
    await expect.poll(() => directory.names(), { timeout: 20_000 }).toEqual(['物流 管理者']);
    await context.close();
  });

  it('shows the pages in Japanese, accessible', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const directory = new GroupCompaniesPage(page);
    await directory.openList();
    await directory.headingNamed('グループ会社').waitFor();
    await expectAccessible(page);
    await directory.companyLink('キズナ物流株式会社').click();
    await directory.headingNamed('キズナ物流株式会社').waitFor();
    await directory.waitForResults();
    await directory.division('本社').waitFor();
    await directory.wholeCompanyButton('全社').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('answers a company that is not linked, or an id that is not a number, with the 404 page', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const directory = new GroupCompaniesPage(page);
    for (const path of ['/front/groupCompanies/abc/users', '/front/groupCompanies/999999/users']) {
      await page.goto(path);
      await directory.notFoundHeading.waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });

  it('offers nothing to a tenant without group companies', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.trialAdmin);
    const shell = new AppShell(page);
    expect(await shell.menuLabels()).not.toContain('Group companies');
    await page.goto('/front/groupCompanies/groupCompanyList');
    await shell.forbiddenHeading.waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
