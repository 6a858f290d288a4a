import type { PresenceStatus, SETTABLE_PRESENCE_STATUSES } from '@kizuna/api-client/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';

export type SettablePresenceStatus = (typeof SETTABLE_PRESENCE_STATUSES)[number];

/**
 * Saves the signed-in person's own status; `message` says how it went, for a `role="status"`
 * element. `save` answers the status the server stored, or null when saving failed.
 */
export function useSetMyPresence() {
  const { t } = useTranslation();
  const client = useClient();
  const [message, setMessage] = useState('');

  async function save(next: SettablePresenceStatus): Promise<PresenceStatus | null> {
    try {
      const answer = await client.presence.setMyPresence({ body: { status: next } });
      setMessage(
        t('internalContacts.myPresence.saved', { status: t(`internalContacts.presence.${answer.status}`) }),
      );
      return answer.status;
    } catch {
      setMessage(t('internalContacts.myPresence.failed'));
      return null;
    }
  }

  return { save, message };
}
