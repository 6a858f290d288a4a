import type { InternalContactItem } from '@kizuna/api-client';
import { useEffect, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { loadPresences } from '../PresenceBadge/loadPresence';
import type { PresenceStatus } from '../PresenceBadge/presenceStatus';

function columnPresence(contact: InternalContactItem): PresenceStatus | undefined {
  const columns = contact.dynamicColumns;
  return columns.PRESENCE?.status ?? columns.PHONE_PRESENCE?.status ?? columns.CUSTOM_PRESENCE?.status;
}

/** The status to show for a result: its presence column, else the separately loaded one. */
export function contactPresence(
  contact: InternalContactItem,
  loaded: ReadonlyMap<number, PresenceStatus>,
): PresenceStatus | undefined {
  return columnPresence(contact) ?? loaded.get(contact.userId);
}

/**
 * Presence of results whose tenant does not list a presence column: loaded in one call for the
 * whole list. Answers the statuses loaded so far.
 */
export function useContactsPresence(
  contacts: readonly InternalContactItem[],
): ReadonlyMap<number, PresenceStatus> {
  const client = useKizunaClient();
  const [loaded, setLoaded] = useState<ReadonlyMap<number, PresenceStatus>>(new Map());
  const missing = contacts.filter((contact) => columnPresence(contact) === undefined).map((c) => c.userId);
  const key = missing.join(',');

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const userIds = key.split(',').map(Number);
    void loadPresences(client, userIds, controller.signal).then((statuses) => {
      if (!controller.signal.aborted) setLoaded(statuses);
    });
    return () => controller.abort();
  }, [client, key]);

  return loaded;
}
