import { useCallback } from 'react';
import { hasCapability } from '@kizuna/api-client/rules';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { talkErrorMessage } from './talkErrorMessage';
import { talkRoomHash } from './talkRoomHash';

/** The signed-in person has talk (the tenant's feature, not an admin). */
export function useCanTalk(): boolean {
  const principal = usePrincipalStore(selectPrincipal);
  return hasCapability(principal ? capabilityContextOfPrincipal(principal) : null, {
    kind: 'rule',
    rule: 'talk',
  });
}

/**
 * Starts a one-to-one talk from wherever a colleague is shown (directory page, list row, search
 * result, home): opens the existing room when there is one, else a new one (`POST
 * /gotalk/room/create`), on the talk page; a toast says why not when it fails.
 */
export function useStartTalk(): (contactId: number, name: string) => Promise<void> {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (contactId: number, name: string) => {
      try {
        const room = await client.talk.create({ body: { contactIds: [contactId] } });
        void navigate({ pathname: '/gotalk', hash: talkRoomHash(room.talkRoomId) });
      } catch (error) {
        toast({
          title: talkErrorMessage(error, 'other', t),
          description: t('talk.start.failed', { name }),
          tone: 'danger',
        });
      }
    },
    [client, navigate, toast, t],
  );
}
