import { hasCapability } from '@kizuna/api-client/rules';
import { useEffect } from 'react';
import { useSilentClient } from '../../api/ClientContext';
import {
  capabilityContextOfPrincipal,
  listenToEvents,
  selectPrincipal,
  selectSessionExpired,
  usePrincipalStore,
} from '../session';
import { useDestinationStore } from './destinationStore';

/**
 * Keeps destinations live: when someone sets theirs, the events socket names them, their new
 * destinations are read once, and every list showing them (the directory, the board, the top bar)
 * shows the change. The socket is the app's one (opened for a phone system, talk or thanks).
 */
export function DestinationEventsEffect(): null {
  const client = useSilentClient();
  const principal = usePrincipalStore(selectPrincipal);
  const expired = usePrincipalStore(selectSessionExpired);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const socket = (['phoneSystem', 'talk', 'thanks'] as const).some((rule) =>
    hasCapability(context, { kind: 'rule', rule }),
  );

  useEffect(() => {
    if (!socket || expired) return undefined;
    return listenToEvents({
      onMessage: (message) => {
        if (message.type !== 'destinationsChanged' || message.userIds.length === 0) return;
        client.userDest
          .statuses({ body: { userIds: [...message.userIds] } })
          .then((answer) => useDestinationStore.getState().apply(answer.items))
          .catch(() => {
            // Someone who left the tenant meanwhile: the next load of the list shows it.
          });
      },
    });
  }, [client, socket, expired]);

  return null;
}
