import type { CallControlMode } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type {
  CallEvent,
  CallSelector,
  LineOwner,
  PhoneSystemAdapter,
  Unsubscribe,
} from '../PhoneSystemAdapter.js';
import { PhoneSystemError } from '../PhoneSystemError.js';
import { loadVendorSettings, type VendorSettings } from './phoneSystemSettings.js';

export type VendorAdapterFactory = (settings: VendorSettings) => PhoneSystemAdapter;

/** Which vendor serves which call control mode (HIENG has no public API: always simulated). */
const VENDOR_OF_MODE: Partial<Record<CallControlMode, VendorSettings['vendor']>> = {
  PBX_API: 'WEBEX',
  CUCM: 'CUCM',
  AVAYA: 'AVAYA',
};

/**
 * Chooses, per action, the tenant's vendor phone system when the tenant has one configured for its
 * mode, else the embedded simulated PBX. Settings are read on every action, so an operator's change
 * applies at once on every node.
 */
export class VendorRoutingAdapter implements PhoneSystemAdapter {
  readonly #mode: CallControlMode;
  readonly #deps: { readonly db: Db; readonly config: ServerConfig };
  readonly #simulated: PhoneSystemAdapter;
  readonly #vendors: Record<VendorSettings['vendor'], VendorAdapterFactory>;

  constructor(options: {
    mode: CallControlMode;
    deps: { readonly db: Db; readonly config: ServerConfig };
    simulated: PhoneSystemAdapter;
    vendors: Record<VendorSettings['vendor'], VendorAdapterFactory>;
  }) {
    this.#mode = options.mode;
    this.#deps = options.deps;
    this.#simulated = options.simulated;
    this.#vendors = options.vendors;
  }

  async #for(owner: LineOwner): Promise<PhoneSystemAdapter> {
    const settings = await loadVendorSettings(this.#deps.db, this.#deps.config, owner.tenantId);
    if (!settings) return this.#simulated;
    const vendor = VENDOR_OF_MODE[this.#mode];
    if (vendor !== settings.vendor)
      throw new PhoneSystemError(
        'ADAPTOR_SETTING_ERROR',
        `the tenant's phone system is ${settings.vendor}, its call control mode ${this.#mode}`,
      );
    return this.#vendors[settings.vendor](settings);
  }

  async directCall(owner: LineOwner, destination: string, fromNumber?: string) {
    return (await this.#for(owner)).directCall(owner, destination, fromNumber);
  }
  async callBack(owner: LineOwner, destination: string, fromNumber?: string) {
    return (await this.#for(owner)).callBack(owner, destination, fromNumber);
  }
  async answer(owner: LineOwner, selector?: CallSelector) {
    return (await this.#for(owner)).answer(owner, selector);
  }
  async hold(owner: LineOwner, selector?: CallSelector) {
    return (await this.#for(owner)).hold(owner, selector);
  }
  async unhold(owner: LineOwner, selector?: CallSelector) {
    return (await this.#for(owner)).unhold(owner, selector);
  }
  async end(owner: LineOwner, selector?: CallSelector) {
    return (await this.#for(owner)).end(owner, selector);
  }
  async directTransfer(owner: LineOwner, destination: string, selector?: CallSelector) {
    return (await this.#for(owner)).directTransfer(owner, destination, selector);
  }
  async consultTransfer(owner: LineOwner, destination: string, selector?: CallSelector) {
    return (await this.#for(owner)).consultTransfer(owner, destination, selector);
  }
  async consultTransferComplete(owner: LineOwner) {
    return (await this.#for(owner)).consultTransferComplete(owner);
  }
  async consultConference(owner: LineOwner, destination: string, selector?: CallSelector) {
    return (await this.#for(owner)).consultConference(owner, destination, selector);
  }
  async consultConferenceComplete(owner: LineOwner) {
    return (await this.#for(owner)).consultConferenceComplete(owner);
  }
  async pickup(owner: LineOwner, selector?: CallSelector) {
    return (await this.#for(owner)).pickup(owner, selector);
  }
  async localPhoneStatus(owner: LineOwner) {
    return (await this.#for(owner)).localPhoneStatus(owner);
  }
  /** Events come from the simulated PBX; vendor systems are read on demand (see each adapter). */
  subscribe(tenantId: number, listener: (event: CallEvent) => void): Promise<Unsubscribe> {
    return this.#simulated.subscribe(tenantId, listener);
  }
}
