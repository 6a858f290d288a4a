import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HomePage } from '../pages/HomePage';
import { signedInThroughApi } from './signedInThroughApi';
import type { Account } from './environment';

/**
 * A browser of `locale` signed in as `account`, on the home page when the locale is English (a page
 * of another language is left blank for the test to open). The sign-in itself goes through the API:
 * the login page has tests of its own (signIn.e2e.ts), and the others need not load it each time.
 */
export async function signedIn(
  browser: Browser,
  account: Account,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInThroughApi(browser, account, locale);
  if (locale === 'en-US') await new HomePage(page).open();
  return { context, page };
}
