import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { newPage } from './browser';
import { baseURL } from './environment';
import type { Account } from './environment';

/**
 * Signs `account` in through the login page and waits for the home page. With another `locale`,
 * the same session continues in a browser of that language (the login page itself is English).
 */
export async function signedIn(
  browser: Browser,
  account: Account,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  const login = new LoginPage(session.page);
  await login.open();
  await login.signIn(account);
  await new HomePage(session.page).heading.waitFor();
  if (locale === 'en-US') return session;
  const { cookies } = await session.context.storageState();
  await session.context.close();
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale,
    storageState: { cookies, origins: [] },
  });
  return { context, page: await context.newPage() };
}
