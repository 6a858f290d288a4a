import type { KizunaClient } from '@kizuna/api-client';
import { errorCodeOf, isAddressRejected, statusOf } from '../../api/apiErrors';
import type { Credentials, SignInOutcome } from './LoginForm';

export const TENANT_CODE_STORAGE_KEY = 'kizuna.tenantCode';

/** What signing in calls: the app's client, or the sign-in page's own client of the sign-in area. */
export interface SignInClient {
  auth: Pick<KizunaClient['auth'], 'login'>;
}

/**
 * Signs in and remembers the tenant code on this browser. `store`: from the collaboration-suite tab
 * (`/front/login?store=1`), whose session signs out back to the tab's sign-in.
 */
export async function signIn(
  client: SignInClient,
  credentials: Credentials,
  { store = false }: { store?: boolean } = {},
): Promise<SignInOutcome> {
  try {
    await client.auth.login({ body: store ? { ...credentials, store } : credentials });
  } catch (error) {
    if (isAddressRejected(error)) return 'addressRejected';
    const status = statusOf(error);
    if (status === 401 || status === 400) return 'invalidCredentials';
    if (status === 403 && errorCodeOf(error) === 'TENANT_SUSPENDED') return 'tenantSuspended';
    if (status === 403 && errorCodeOf(error) === 'STORE_SIGN_IN_DISABLED') return 'storeDisabled';
    if (status === 429) return 'tooManyAttempts';
    return 'failed';
  }
  try {
    localStorage.setItem(TENANT_CODE_STORAGE_KEY, credentials.tenantCode);
  } catch {
    // Remembering the tenant code is a convenience only.
  }
  return 'signedIn';
}

export function rememberedTenantCode(): string {
  try {
    return localStorage.getItem(TENANT_CODE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
