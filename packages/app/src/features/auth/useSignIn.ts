import { useCallback } from 'react';
import { useClient } from '../../api/ClientContext';
import { isAddressRejected, statusOf } from '../../api/apiErrors';
import { useBadgeStore } from '../session';
import { usePrincipalStore } from '../session';
import type { Credentials, SignInOutcome } from './LoginForm';

export const TENANT_CODE_STORAGE_KEY = 'kizuna.tenantCode';

/** Signs in; a previous user's principal and badge are dropped first. */
export function useSignIn(): (credentials: Credentials) => Promise<SignInOutcome> {
  const client = useClient();
  return useCallback(
    async (credentials: Credentials) => {
      try {
        await client.auth.login({ body: credentials });
      } catch (error) {
        if (isAddressRejected(error)) return 'addressRejected';
        const status = statusOf(error);
        if (status === 401 || status === 400) return 'invalidCredentials';
        if (status === 429) return 'tooManyAttempts';
        return 'failed';
      }
      usePrincipalStore.getState().reset();
      useBadgeStore.getState().reset();
      try {
        localStorage.setItem(TENANT_CODE_STORAGE_KEY, credentials.tenantCode);
      } catch {
        // Remembering the tenant code is a convenience only.
      }
      return 'signedIn';
    },
    [client],
  );
}

export function rememberedTenantCode(): string {
  try {
    return localStorage.getItem(TENANT_CODE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
