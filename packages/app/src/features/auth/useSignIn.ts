import { useCallback } from 'react';
import { useClient } from '../../api/ClientContext';
import { useBadgeStore } from '../session';
import { usePrincipalStore } from '../session';
import type { Credentials, SignInOutcome } from './LoginForm';
import { signIn } from './signIn';

/** Signs in with the app's client; a previous user's principal and badge are dropped. */
export function useSignIn(): (
  credentials: Credentials,
  options?: { store?: boolean },
) => Promise<SignInOutcome> {
  const client = useClient();
  return useCallback(
    async (credentials: Credentials, options?: { store?: boolean }) => {
      const outcome = await signIn(client, credentials, options);
      if (outcome === 'signedIn') {
        usePrincipalStore.getState().reset();
        useBadgeStore.getState().reset();
      }
      return outcome;
    },
    [client],
  );
}
