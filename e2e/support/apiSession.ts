import { createCookieJar, createKizunaClient } from '@kizuna/api-client';
import type { KizunaClient } from '@kizuna/api-client';
import { capabilityContextOf } from '@kizuna/api-client/rules';
import type { MainMenuEntry } from '@kizuna/api-client/contract';
import {
  feedbackAddress,
  shownMainMenuEntries,
  withFeedbackEntry,
} from '../../packages/app/src/routes/builtPages';
import { baseURL } from './environment';
import type { Account } from './environment';

/** A signed-in API session of its own, for setting data up and reading what the rules expect. */
export async function signInThroughApi(account: Account): Promise<KizunaClient> {
  const client = createKizunaClient({ baseURL: baseURL(), cookieJar: createCookieJar() });
  await client.auth.xsrf();
  await client.auth.login({ body: account });
  return client;
}

/**
 * The main-menu entries the shared rules give the account's principal, of pages that are built;
 * Feedback only where the company set its address.
 */
export async function expectedMenuEntries(client: KizunaClient): Promise<MainMenuEntry[]> {
  const [roles, tenant, feedback] = await Promise.all([
    client.principal.userRoles(),
    client.principal.tenantInfo(),
    client.principal.feedbackSettings(),
  ]);
  return withFeedbackEntry(
    shownMainMenuEntries(capabilityContextOf({ roles, tenant })),
    feedbackAddress(feedback),
  );
}
