import { useCallback, useEffect, useState } from 'react';
import type {
  UserCallDispSettings,
  UserInternalDispSettings,
  UserLoginDispSettings,
} from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useCallStore } from '../calls';

export interface UserDisplaySettings {
  login: UserLoginDispSettings;
  internal: UserInternalDispSettings;
  /** Whether a click on a number asks before calling; absent, it is left as saved. */
  call?: UserCallDispSettings;
}

export interface UseUserDisplaySettingsResult {
  settings: UserDisplaySettings | null;
  error: unknown;
  isLoading: boolean;
  save: (settings: UserDisplaySettings) => Promise<void>;
}

/** Login destination, default department display and call confirmation of the signed-in user. */
export function useUserDisplaySettings(): UseUserDisplaySettingsResult {
  const client = useClient();
  const [settings, setSettings] = useState<UserDisplaySettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let active = true;
    Promise.all([
      client.userSettings.loginDisp(),
      client.userSettings.internalDisp(),
      client.userSettings.callDisp(),
    ])
      .then(([login, internal, call]) => {
        if (active) setSettings({ login, internal, call });
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
      // A start page left as it was is not sent: without a choice of their own, a person keeps
      // following the company's default start page.
      const { destMenuType, startPage } = next.login;
      const loginBody = startPage === settings?.login.startPage ? { destMenuType } : next.login;
      const [login, internal, call] = await Promise.all([
        client.userSettings.saveLoginDisp({ body: loginBody }),
        client.userSettings.saveInternalDisp({ body: next.internal }),
        next.call ? client.userSettings.saveCallDisp({ body: next.call }) : undefined,
      ]);
      if (call) useCallStore.getState().setConfirmBeforeCalling(call.confirmBeforeCalling);
      setSettings({ login, internal, ...(call ? { call } : {}) });
    },
    [client, settings],
  );

  return { settings, error, isLoading, save };
}
