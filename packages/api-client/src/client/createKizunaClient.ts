import { contract } from '../contract';
import { createClient } from './createClient';
import type { KizunaClient, KizunaClientOptions } from './createClient';

/** The typed client of the Kizuna API: `client.principal.userInfo()`, `client.auth.login({ body })`. */
export function createKizunaClient(options: KizunaClientOptions = {}): KizunaClient {
  return createClient(contract, options);
}
