import { createCookieJar, createKizunaClient } from '@kizuna/api-client';
import type { KizunaClient } from '@kizuna/api-client';
import { XSRF_COOKIE } from '@kizuna/api-client/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL } from './environment';
import type { Account } from './environment';

/**
 * A browser of `locale` with the session an API sign-in got, and that API session. A password that
 * e2e/run.mjs issued must be changed before any page: it is changed and changed back.
 */
export async function signedInThroughApi(
  browser: Browser,
  account: Account,
  locale: string,
): Promise<{ context: BrowserContext; page: Page; api: KizunaClient }> {
  const jar = createCookieJar();
  const api = createKizunaClient({ baseURL: baseURL(), cookieJar: jar });
  await api.auth.xsrf();
  await api.auth.login({ body: account });
  if ((await api.principal.passwordStatus()).changeRequired) {
    const changed = `${account.password}-changed`;
    await api.principal.changePassword({
      body: { currentPassword: account.password, newPassword: changed, newPasswordConfirm: changed },
    });
    await api.principal.changePassword({
      body: { currentPassword: changed, newPassword: account.password, newPasswordConfirm: account.password },
    });
  }
  const domain = new URL(baseURL()).hostname;
  const cookies = ['KIZUNA_SESSION', XSRF_COOKIE].map((name) => ({
    name,
    value: jar.get(name) ?? '',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale,
    storageState: { cookies, origins: [] },
  });
  return { context, page: await context.newPage(), api };
}
