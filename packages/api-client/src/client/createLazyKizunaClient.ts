import { contractAreaLoaders } from '../contract/areaLoaders';
import { createLazyClient } from './createClient';
import type { KizunaClient, KizunaClientOptions } from './createClient';

/**
 * `createKizunaClient` for a browser page: the same typed client, whose areas (endpoints and
 * schemas) load on the first call into each, so a page carries only the areas it calls. Servers
 * and scripts keep `createKizunaClient`, which holds the whole table at once.
 */
export function createLazyKizunaClient(options: KizunaClientOptions = {}): KizunaClient {
  return createLazyClient(contractAreaLoaders, options);
}
