import { useEffect, useState } from 'react';
import { useSilentClient } from '../../api/ClientContext';

/**
 * The tenant's chatLinkEnabled (`/principal/company/collaborationSettings`). Until the answer comes,
 * or when the question failed, false: accounts show as text rather than links the tenant may not
 * allow.
 */
export function useChatLinksEnabled(): boolean {
  const client = useSilentClient();
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let active = true;
    client.principal.collaborationSettings().then(
      (answer) => {
        if (active) setEnabled(answer.chatLinkEnabled);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client]);
  return enabled;
}
