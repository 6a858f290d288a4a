import { createCookieJar, createKizunaClient } from '@kizuna/api-client';
import type { KizunaClient } from '@kizuna/api-client';
import { inject } from 'vitest';

/** Demo accounts of the seed (README). */
export const WIDGET_TEST_ACCOUNTS = {
  demoUser: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
  demoAdmin: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' },
  trialAdmin: { tenantCode: 'trial', accountId: 'admin', password: 'Kizuna-Admin1' },
} as const;

/** A client of the test server with its own cookie jar (one browser), not signed in. */
export function widgetTestClient(): KizunaClient {
  return createKizunaClient({ baseURL: inject('kizunaServerUrl'), cookieJar: createCookieJar() });
}

/** A client of the test server signed in as a demo account. */
export async function signInWidgetClient(account: keyof typeof WIDGET_TEST_ACCOUNTS): Promise<KizunaClient> {
  const client = widgetTestClient();
  await client.auth.xsrf();
  await client.auth.login({ body: WIDGET_TEST_ACCOUNTS[account] });
  return client;
}
