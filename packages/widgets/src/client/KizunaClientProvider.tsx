import { createLazyKizunaClient } from '@kizuna/api-client';
import type { KizunaClient } from '@kizuna/api-client';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

const KizunaClientContext = createContext<KizunaClient | null>(null);
const KizunaBaseUrlContext = createContext('');

export interface KizunaClientProviderProps {
  /** A client made with `createKizunaClient`; wins over `baseUrl`. */
  client?: KizunaClient;
  /**
   * Origin of the Kizuna server, used to create a client when none is given. A different origin
   * than the page sends cookies along (`credentials: 'include'`). Empty means the page's own origin.
   */
  baseUrl?: string;
  children?: ReactNode;
}

/** Gives every widget below it the Kizuna client to call. */
export function KizunaClientProvider({ client, baseUrl, children }: KizunaClientProviderProps) {
  const value = useMemo(
    () =>
      client ??
      // An area's endpoints and schemas load with the first call into it: a widget carries only
      // the areas it calls.
      createLazyKizunaClient(
        baseUrl ? { baseURL: baseUrl, credentials: isCrossOrigin(baseUrl) ? 'include' : 'same-origin' } : {},
      ),
    [client, baseUrl],
  );
  return (
    <KizunaClientContext.Provider value={value}>
      <KizunaBaseUrlContext.Provider value={baseUrl ?? ''}>{children}</KizunaBaseUrlContext.Provider>
    </KizunaClientContext.Provider>
  );
}

function isCrossOrigin(baseUrl: string): boolean {
  if (typeof location === 'undefined') return true;
  try {
    return new URL(baseUrl, location.href).origin !== location.origin;
  } catch {
    return true;
  }
}

/** The client of the nearest `KizunaClientProvider`. */
export function useKizunaClient(): KizunaClient {
  const client = useContext(KizunaClientContext);
  if (!client) throw new Error('useKizunaClient needs a KizunaClientProvider (or a client prop)');
  return client;
}

/** The Kizuna origin of the nearest `KizunaClientProvider` (empty: the page's own), for its images. */
export function useKizunaBaseUrl(): string {
  return useContext(KizunaBaseUrlContext).replace(/\/+$/, '');
}
