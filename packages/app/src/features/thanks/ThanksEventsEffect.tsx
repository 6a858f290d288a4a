import { hasCapability } from '@kizuna/api-client/rules';
import { useEffect } from 'react';
import {
  capabilityContextOfPrincipal,
  listenToEvents,
  selectPrincipal,
  selectSessionExpired,
  usePrincipalStore,
} from '../session';
import { applyThanksEvent } from './thanksEventsStore';

/**
 * Keeps thanks live on every page while someone with thanks is signed in: the thanks messages of
 * the app's one events socket (shared with the call bar and talk) go to the thanks events store,
 * which counts the badge and hands received cards to the toast and an open feed.
 */
export function ThanksEventsEffect(): null {
  const principal = usePrincipalStore(selectPrincipal);
  const expired = usePrincipalStore(selectSessionExpired);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const thanks = hasCapability(context, { kind: 'rule', rule: 'thanks' });

  useEffect(() => {
    if (!thanks || expired) return undefined;
    return listenToEvents({
      onMessage: (message) => {
        if (message.type === 'thanksCardReceived' || message.type === 'thanksUnseenCount') {
          applyThanksEvent(message);
        }
      },
    });
  }, [thanks, expired]);

  return null;
}
