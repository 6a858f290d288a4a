import type { ApiKeyScope } from './enums';

/** A scope a route asks of the key that calls it (002 §3; `API_KEY_SCOPES`). */
export type PublicApiScope = ApiKeyScope;

/**
 * Where an endpoint of the contract also answers under `/api/v1` for API-key callers, and what
 * the key must hold there. The route runs the same schemas and handler as the browser's.
 */
export interface PublicApiRoute {
  /** Path under `/api/v1`, with the same `:name` parameters as the endpoint's own path. */
  readonly path: string;
  /** Any one of these scopes lets a key call it. */
  readonly scopes: readonly PublicApiScope[];
  /**
   * A service connection's key may call it too: the handler needs no signed-in user (it reads
   * `apiCaller` for the tenant). Otherwise only a personal key, acting as its owner, may.
   */
  readonly services?: boolean;
}

/** Marks an endpoint's `/api/v1` route (`publicApi` of an endpoint definition). */
export function publicRoute(
  path: string,
  scopes: PublicApiScope | readonly PublicApiScope[],
  options: { readonly services?: boolean } = {},
): PublicApiRoute {
  return { path, scopes: typeof scopes === 'string' ? [scopes] : scopes, ...options };
}

/** The `Authorization` header an API-key caller sends. */
export function bearerHeader(apiKey: string): string {
  return `Bearer ${apiKey}`;
}
