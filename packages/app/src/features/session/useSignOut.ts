import type { UserInfo } from '@kizuna/api-client/contract';
import { useCallback } from 'react';
import { useClient } from '../../api/ClientContext';
import { usePrincipalStore } from './principalStore';

/** The sign-in of the browser, and that of the collaboration-suite tab. */
export const SIGN_IN_PAGE = '/front/login';
export const STORE_SIGN_IN_PAGE = '/front/login?store=1';

/**
 * Where a sign-out lands: a session of the collaboration-suite tab returns to the tab's sign-in,
 * any other to the browser's.
 */
export function signOutPage(embedded: boolean | undefined): string {
  return embedded ? STORE_SIGN_IN_PAGE : SIGN_IN_PAGE;
}

/** Ends the session and starts over on the sign-in page with no state left behind. */
export function useSignOut(): () => Promise<void> {
  const client = useClient();
  return useCallback(async () => {
    // A page may sign out before the principal is whole (a forced password change, an ended trial).
    const userInfo: Partial<UserInfo> | undefined = usePrincipalStore.getState().principal?.userInfo;
    const embedded = userInfo?.embedded;
    try {
      await client.auth.logout();
    } finally {
      window.location.assign(signOutPage(embedded));
    }
  }, [client]);
}
