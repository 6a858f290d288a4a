import { useCallback } from 'react';
import { useClient } from '../../api/ClientContext';

/** Ends the session and starts over on the sign-in page with no state left behind. */
export function useSignOut(): () => Promise<void> {
  const client = useClient();
  return useCallback(async () => {
    try {
      await client.auth.logout();
    } finally {
      window.location.assign('/front/login');
    }
  }, [client]);
}
