import type { ExContactsExportSettings } from '@kizuna/api-client/contract';
import { useEffect, useState } from 'react';
import { useSilentClient } from '../../api/ClientContext';

const NONE: ExContactsExportSettings = { common: false, personal: false };

/**
 * Which kinds of folder the person may export (`/principal/company/exContactsExportSettings`: the
 * company settings, never while copying is prevented). Until the answer comes, or when the
 * question failed, neither: the server would refuse what the tenant does not allow.
 */
export function useContactExportSettings(): ExContactsExportSettings {
  const client = useSilentClient();
  const [settings, setSettings] = useState(NONE);
  useEffect(() => {
    let active = true;
    client.principal.exContactsExportSettings().then(
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
