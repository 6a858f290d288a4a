import type { CallControlMode } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { OutboundClient } from '../../outbound/index.js';
import { createNotifyEventBus } from './EventBus.js';
import type { PhoneSystemAdapter } from './PhoneSystemAdapter.js';
import { SimulatedPbx } from './SimulatedPbx.js';
import { AvayaDmccAdapter } from './vendors/AvayaDmccAdapter.js';
import { CucmWebDialerAdapter } from './vendors/CucmWebDialerAdapter.js';
import { VendorRoutingAdapter } from './vendors/VendorRoutingAdapter.js';
import { WebexCallingAdapter } from './vendors/WebexCallingAdapter.js';

/** Modes whose calls the server places through an adapter; the others are links in the browser. */
const ADAPTER_MODES = ['CUCM', 'HIENG', 'AVAYA', 'PBX_API'] as const satisfies readonly CallControlMode[];

export function isAdapterMode(mode: CallControlMode): mode is (typeof ADAPTER_MODES)[number] {
  return (ADAPTER_MODES as readonly string[]).includes(mode);
}

/**
 * The phone system of a tenant. An adapter mode is served by the tenant's vendor system when the
 * operator configured one (`phone_system_settings`), else by the embedded simulated PBX;
 * VIEW_ONLY, TEL_COLON and DYNAMIC_SCHEME have none (null).
 */
export function phoneSystemFor(
  mode: CallControlMode,
  deps: {
    readonly db: Db;
    readonly clock: () => Date;
    readonly config: ServerConfig;
    readonly outbound: OutboundClient;
  },
): PhoneSystemAdapter | null {
  if (!isAdapterMode(mode)) return null;
  // Publishing needs only the query connection; subscribers hold their own LISTEN connection.
  const events = createNotifyEventBus({
    db: deps.db,
    listen: () => Promise.reject(new Error('subscribe through a bus made from the Database')),
  });
  const simulated = new SimulatedPbx({ db: deps.db, events, clock: deps.clock });
  // HIENG publishes no API, so it always runs on the simulated PBX.
  if (mode === 'HIENG') return simulated;
  return new VendorRoutingAdapter({
    mode,
    deps,
    simulated,
    vendors: {
      WEBEX: (settings) => new WebexCallingAdapter(deps, settings),
      CUCM: (settings) => new CucmWebDialerAdapter(deps, settings),
      AVAYA: (settings) => new AvayaDmccAdapter(deps, settings),
    },
  });
}
