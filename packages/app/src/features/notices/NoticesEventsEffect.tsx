import { hasCapability } from '@kizuna/api-client/rules';
import { useEffect } from 'react';
import { useSilentClient } from '../../api/ClientContext';
import {
  capabilityContextOfPrincipal,
  listenToEvents,
  selectPrincipal,
  selectSessionExpired,
  useBadgeStore,
  usePrincipalStore,
} from '../session';
import { useNoticesVersionStore } from './noticesVersionStore';

/**
 * Keeps notices live: when an administrator changes one, or a safety check starts or closes, the
 * events socket says so, and the bell's count, the home page's list and the must-read banner load
 * again at once. The socket is
 * the app's one (opened for a phone system, talk or thanks); without any of these the badge poll
 * brings the change.
 */
export function NoticesEventsEffect(): null {
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
        if (message.type !== 'noticesChanged') return;
        useNoticesVersionStore.getState().bump();
        client.information
          .badge()
          .then((badge) => useBadgeStore.getState().setBadge(badge))
          .catch(() => {
            // The next poll brings the count.
          });
      },
    });
  }, [client, socket, expired]);

  return null;
}
