import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { CompaniesPage } from '../pages/CompaniesPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import type { Account } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** The admin of the group company linked with demo: its tenant has no company directory. */
const LOGISTICS_ADMIN: Account = {
  tenantCode: 'kizuna-logistics',
  accountId: 'admin',
  password: 'Kizuna-Admin1',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('company directory', () => {
  it('finds a company by its reading, narrows its contacts by division and opens one', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await new AppShell(page).menuLink('Company directory', { exact: true }).click();
    const directory = new CompaniesPage(page);
    await directory.headingNamed('Company directory').waitFor();
    expect(await directory.companyNames()).toContain('北斗システム株式会社');
    await expectAccessible(page);

    // Half-width katakana finds the company written in hiragana; ㈱ and 株式会社 cards are one company.
    await directory.search('ﾐﾅﾄ');
    await expect.poll(() => directory.companyNames(), { timeout: 20_000 }).toEqual(['株式会社みなと商事']);
    await directory.openCompany('株式会社みなと商事');
    expect((await directory.contactNames()).length).toBe(5);
    await directory.panelText('東京都港区海岸1-2-3 みなとビル 8階').waitFor();
    await expectAccessible(page);

    await directory.division('営業本部 (3)').click();
    await page.waitForURL((url) => url.searchParams.has('division'));
    await expect
      .poll(async () => (await directory.contactNames()).sort(), { timeout: 20_000 })
      .toEqual(['佐々木 健一', '岡田 悠人', '石川 玲奈'].sort());

    await directory.openContact('石川 玲奈');
    await directory.headingNamed('石川 玲奈').waitFor();
    expect(page.url()).toMatch(/\/front\/externalContacts\/common\/detail\/\d+$/);
    await page.goBack();
    await expect
      .poll(async () => (await directory.contactNames()).sort(), { timeout: 20_000 })
      .toEqual(['佐々木 健一', '岡田 悠人', '石川 玲奈'].sort());
    await context.close();
  });

  it('sorts by the number of cards and shows the pages in Japanese, accessible', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const directory = new CompaniesPage(page);
    await directory.open('?sort=registeredCount');
    await directory.headingNamed('会社名簿').waitFor();
    expect((await directory.companyNames())[0]).toBe('株式会社みなと商事');
    await expectAccessible(page);
    await directory.openCompany('北斗システム株式会社');
    await directory.panelHeading('部署').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('offers nothing to a tenant without the company directory', async () => {
    const { context, page } = await signedIn(browser, LOGISTICS_ADMIN);
    const shell = new AppShell(page);
    expect(await shell.menuLabels()).not.toContain('Company directory');
    await page.goto('/front/companies/companyList');
    await shell.forbiddenHeading.waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
