import type { CallControlMode } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from './EventBus.js';
import type { PhoneSystemAdapter } from './PhoneSystemAdapter.js';
import { SimulatedPbx } from './SimulatedPbx.js';

/** Modes whose calls the server places through an adapter; the others are links in the browser. */
export const ADAPTER_MODES = [
  'CUCM',
  'HIENG',
  'AVAYA',
  'PBX_API',
] as const satisfies readonly CallControlMode[];

export function isAdapterMode(mode: CallControlMode): mode is (typeof ADAPTER_MODES)[number] {
  return (ADAPTER_MODES as readonly string[]).includes(mode);
}

/**
 * The phone system of a tenant. Until vendor adapters exist, every adapter mode is served by the
 * embedded simulated PBX; VIEW_ONLY, TEL_COLON and DYNAMIC_SCHEME have none (null).
 */
export function phoneSystemFor(
  mode: CallControlMode,
  deps: { readonly db: Db; readonly clock: () => Date },
): PhoneSystemAdapter | null {
  if (!isAdapterMode(mode)) return null;
  // Publishing needs only the query connection; subscribers hold their own LISTEN connection.
  const events = createNotifyEventBus({
    db: deps.db,
    listen: () => Promise.reject(new Error('subscribe through a bus made from the Database')),
  });
  return new SimulatedPbx({ db: deps.db, events, clock: deps.clock });
}
