import { createLazyKizunaClient } from '@kizuna/api-client';
import type { KizunaHttpError } from '@kizuna/api-client';
import { inFlightRequests } from '@kizuna/ui';
import { usePrincipalStore } from '../features/session/principalStore';
import { noteApiActivity } from '../features/session/sessionActivity';
import { isAddressRejected } from './apiErrors';
import type { AppClients } from './ClientContext';

/** A wrong password is not a timed-out session. */
function isSignInCall(error: KizunaHttpError): boolean {
  return error.path.endsWith('/auth/login');
}

function reportSessionExpiry(error: KizunaHttpError) {
  if (error.statusCode === 401 && !isSignInCall(error)) {
    usePrincipalStore.getState().expire({ addressRejected: isAddressRejected(error) });
  }
}

/** The app's clients: one that drives the page-wide loading overlay and a silent one for polls. */
export function createAppClients(): AppClients {
  let reported = 0;
  const client = createLazyKizunaClient({
    onError: reportSessionExpiry,
    onInFlightChange: (count) => {
      noteApiActivity();
      for (; reported < count; reported += 1) inFlightRequests.begin();
      for (; reported > count; reported -= 1) inFlightRequests.end();
    },
  });
  // Polls keep the session alive on the server as much as any call.
  const silentClient = createLazyKizunaClient({
    onError: reportSessionExpiry,
    onInFlightChange: () => noteApiActivity(),
  });
  return { client, silentClient };
}
