import { useCallback, useEffect, useState } from 'react';
import type { UserInternalDispSettings, UserLoginDispSettings } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';

export interface UserDisplaySettings {
  login: UserLoginDispSettings;
  internal: UserInternalDispSettings;
}

export interface UseUserDisplaySettingsResult {
  settings: UserDisplaySettings | null;
  error: unknown;
  isLoading: boolean;
  save: (settings: UserDisplaySettings) => Promise<void>;
}

/** Login destination and default department display of the signed-in user. */
export function useUserDisplaySettings(): UseUserDisplaySettingsResult {
  const client = useClient();
  const [settings, setSettings] = useState<UserDisplaySettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let active = true;
    Promise.all([client.userSettings.loginDisp(), client.userSettings.internalDisp()])
      .then(([login, internal]) => {
        if (active) setSettings({ login, internal });
      })
      .catch((cause: unknown) => {
        if (active) setError(cause);
      })
      .finally(() => {
        if (active) setIsLoading(false);
      });
    return () => {
      active = false;
    };
  }, [client]);

  const save = useCallback(
    async (next: UserDisplaySettings) => {
      const [login, internal] = await Promise.all([
        client.userSettings.saveLoginDisp({ body: next.login }),
        client.userSettings.saveInternalDisp({ body: next.internal }),
      ]);
      setSettings({ login, internal });
    },
    [client],
  );

  return { settings, error, isLoading, save };
}
