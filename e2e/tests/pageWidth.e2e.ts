import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageWidth } from '../pages/PageWidth';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { signedIn } from '../support/signedIn';

const WIDTHS = [390, 768, 1366] as const;
const LANGUAGES = ['ja', 'en'] as const;
/** Pages a menu page leads to through its own navigation rather than a menu. */
const SUB_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/front/admin/thanks/settings': ['/front/admin/thanks/stamps', '/front/admin/thanks/logs'],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('page width', () => {
  it.each([['demoUser'], ['demoAdmin']] as const)(
    'no menu page of %s scrolls sideways and no top-bar control is covered at 390, 768 or 1366 px, in ja or en',
    async (account) => {
      const session = await signedIn(browser, DEMO_ACCOUNTS[account]);
      await session.page.setViewportSize({ width: 1366, height: 768 });
      const paths = (await new PageWidth(session.page).menuPaths()).flatMap((path) => [
        path,
        ...(SUB_PAGES[path] ?? []),
      ]);
      const { cookies } = await session.context.storageState();
      await session.context.close();
      expect(paths.length).toBeGreaterThan(3);
      // One browser context per width, side by side: each walks every page in both languages.
      const wide = await Promise.all(
        WIDTHS.map(async (width) => {
          const context = await browser.newContext({
            baseURL: baseURL(),
            viewport: { width, height: 844 },
            storageState: { cookies, origins: [] },
          });
          const screen = new PageWidth(await context.newPage());
          const found: string[] = [];
          for (const language of LANGUAGES) {
            await screen.openIn(language);
            // The top bar is the same on every page: its controls are checked once per language.
            for (const collision of await screen.topBarCollisions())
              found.push(`top bar ${language} ${width}px: ${collision}`);
            for (const path of paths) {
              await screen.visit(path);
              const overflow = await screen.settledOverflow();
              if (overflow > 0) found.push(`${path} ${language} ${width}px: ${overflow}px too wide`);
            }
          }
          await context.close();
          return found;
        }),
      );
      expect(wide.flat()).toEqual([]);
    },
    300_000,
  );

  it('at 1366 px the directory lists keep each person to two lines, nothing cut off', async () => {
    const session = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await session.page.setViewportSize({ width: 1366, height: 768 });
    const screen = new PageWidth(session.page);
    const lists = [
      '/front/internalContacts',
      '/front/externalContacts',
      '/front/groupContacts',
      '/front/companies/companyList',
      await screen.firstGroupCompanyUsersPath(),
    ];
    const found: string[] = [];
    for (const language of LANGUAGES) {
      await screen.openIn(language);
      for (const path of lists) {
        await screen.openList(path);
        for (const problem of await screen.listProblems()) found.push(`${path} ${language}: ${problem}`);
      }
    }
    await session.context.close();
    expect(found).toEqual([]);
  }, 120_000);
});
