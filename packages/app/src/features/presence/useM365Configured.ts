import { useEffect, useState } from 'react';
import { useSilentClient } from '../../api/ClientContext';

/**
 * Whether the server has a Microsoft 365 link (`/o365/authentication`); null while asking or when
 * the question failed, so nothing is claimed either way.
 */
export function useM365Configured(): boolean | null {
  const client = useSilentClient();
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    client.presence.authentication().then(
      (answer) => {
        if (active) setConfigured(answer.configured);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client]);
  return configured;
}
