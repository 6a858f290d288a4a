import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { KizunaClient } from '@kizuna/api-client';

export interface AppClients {
  /** For what the user asked for: drives the loading overlay. */
  client: KizunaClient;
  /** For background polls, which must not flash the overlay. */
  silentClient: KizunaClient;
}

const ClientContext = createContext<AppClients | null>(null);

export function ClientProvider({ clients, children }: { clients: AppClients; children: ReactNode }) {
  return <ClientContext.Provider value={clients}>{children}</ClientContext.Provider>;
}

function useClients(): AppClients {
  const clients = useContext(ClientContext);
  if (!clients) throw new Error('The API client needs a ClientProvider');
  return clients;
}

/** The API client of the app; components get it from here instead of importing a singleton. */
export function useClient(): KizunaClient {
  return useClients().client;
}

/** The client for background polling. */
export function useSilentClient(): KizunaClient {
  return useClients().silentClient;
}
