import { useEffect, useState } from 'react';
import type { CollaborationSettings } from '@kizuna/api-client/contract';
import { useSilentClient } from '../../api/ClientContext';

const NONE: CollaborationSettings = { meetingLinkEnabled: false, chatLinkEnabled: false };

/**
 * The tenant's collaboration settings (`/principal/company/collaborationSettings`). Until the
 * answer comes, or when the question failed, both off: no links the tenant may not allow.
 */
export function useCollaborationSettings(): CollaborationSettings {
  const client = useSilentClient();
  const [settings, setSettings] = useState(NONE);
  useEffect(() => {
    let active = true;
    client.principal.collaborationSettings().then(
      (answer) => {
        if (active) setSettings(answer);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client]);
  return settings;
}

/** The tenant's chatLinkEnabled: accounts show as text rather than links until it is known. */
export function useChatLinksEnabled(): boolean {
  return useCollaborationSettings().chatLinkEnabled;
}
