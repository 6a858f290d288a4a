import {
  addressBytes,
  cidrContains,
  embeddedIpv4,
  formatAddress,
  parseCidr,
  specialRangeOf,
  type AddressBytes,
  type Cidr,
} from './addressRanges.js';

/** What the operator allows outbound connections to do (see docs/SECURITY.md, "Outbound connections"). */
export interface OutboundConfig {
  /**
   * Address blocks and host names that may be reached although they are not on the public internet
   * (`KIZUNA_OUTBOUND_ALLOW`: `10.20.0.0/16,cmx.corp.local,*.pbx.corp.local`): an on-premise CMX
   * or CUCM. Empty: only public addresses.
   */
  readonly allow: readonly string[];
  /**
   * Where plain `http:` may go (`KIZUNA_OUTBOUND_ALLOW_HTTP`): the same kinds of entries, or `*`
   * for any destination the address rules allow. Empty: HTTPS only.
   */
  readonly allowHttp: readonly string[];
  /** The largest answer any call may read (`KIZUNA_OUTBOUND_MAX_BYTES`, default 64 MiB). */
  readonly maxBytes: number;
  /** How long a connection may take to open (`KIZUNA_OUTBOUND_CONNECT_TIMEOUT_MS`, default 5 s). */
  readonly connectTimeoutMs: number;
  /** The longest any call may take, answer included (`KIZUNA_OUTBOUND_TIMEOUT_MS`, default 30 s). */
  readonly timeoutMs: number;
}

export const DEFAULT_OUTBOUND_CONFIG: OutboundConfig = {
  allow: [],
  allowHttp: [],
  maxBytes: 64 * 1024 * 1024,
  connectTimeoutMs: 5_000,
  timeoutMs: 30_000,
};

const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

function checkEntries(name: string, entries: readonly string[], star: boolean): void {
  for (const entry of entries) {
    if (star && entry === '*') continue;
    if (parseCidr(entry) || HOST_NAME.test(entry)) continue;
    throw new Error(`${name}: "${entry}" is neither an address, a CIDR block nor a host name`);
  }
}

function parsePositive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** The outbound settings of the environment; a malformed entry stops the server from starting. */
export function outboundConfigFrom(env: NodeJS.ProcessEnv): OutboundConfig {
  const allow = listOf(env.KIZUNA_OUTBOUND_ALLOW);
  const allowHttp = listOf(env.KIZUNA_OUTBOUND_ALLOW_HTTP);
  checkEntries('KIZUNA_OUTBOUND_ALLOW', allow, false);
  checkEntries('KIZUNA_OUTBOUND_ALLOW_HTTP', allowHttp, true);
  return {
    allow,
    allowHttp,
    maxBytes: parsePositive(
      env.KIZUNA_OUTBOUND_MAX_BYTES,
      DEFAULT_OUTBOUND_CONFIG.maxBytes,
      'KIZUNA_OUTBOUND_MAX_BYTES',
    ),
    connectTimeoutMs: parsePositive(
      env.KIZUNA_OUTBOUND_CONNECT_TIMEOUT_MS,
      DEFAULT_OUTBOUND_CONFIG.connectTimeoutMs,
      'KIZUNA_OUTBOUND_CONNECT_TIMEOUT_MS',
    ),
    timeoutMs: parsePositive(
      env.KIZUNA_OUTBOUND_TIMEOUT_MS,
      DEFAULT_OUTBOUND_CONFIG.timeoutMs,
      'KIZUNA_OUTBOUND_TIMEOUT_MS',
    ),
  };
}

/** A list of allowed destinations: blocks of addresses and host names (`*.` for every name under one). */
class Destinations {
  readonly #blocks: Cidr[] = [];
  readonly #hosts = new Set<string>();
  readonly #suffixes: string[] = [];
  readonly any: boolean;

  constructor(entries: readonly string[]) {
    this.any = entries.includes('*');
    for (const entry of entries) {
      const cidr = parseCidr(entry);
      if (cidr) this.#blocks.push(cidr);
      else if (entry.startsWith('*.')) this.#suffixes.push(entry.slice(1));
      else if (entry !== '*') this.#hosts.add(entry);
    }
  }

  hasHost(hostName: string): boolean {
    const name = hostName.toLowerCase().replace(/\.$/, '');
    return this.#hosts.has(name) || this.#suffixes.some((suffix) => name.endsWith(suffix));
  }

  hasAddress(address: AddressBytes): boolean {
    const ipv4 = embeddedIpv4(address);
    return this.#blocks.some(
      (cidr) => cidrContains(cidr, address) || (ipv4 !== null && cidrContains(cidr, ipv4)),
    );
  }
}

/** Why a destination is refused (for the server's log only), or null when it may be reached. */
export type OutboundVerdict = string | null;

/** The operator's rules, applied to a host name and every address it resolved to. */
export class OutboundPolicy {
  readonly #allow: Destinations;
  readonly #allowHttp: Destinations;

  constructor(config: Pick<OutboundConfig, 'allow' | 'allowHttp'>) {
    this.#allow = new Destinations(config.allow);
    this.#allowHttp = new Destinations(config.allowHttp);
  }

  /** Whether a scheme may be used at all (before any name is resolved). */
  schemeVerdict(protocol: string, hostName: string): OutboundVerdict {
    if (protocol === 'https:') return null;
    if (protocol !== 'http:') return `${protocol} is not an outbound scheme`;
    const literal = addressBytes(hostName);
    if (this.#allowHttp.any || this.#allowHttp.hasHost(hostName)) return null;
    if (literal && this.#allowHttp.hasAddress(literal)) return null;
    // A name may still resolve to addresses listed for http: (checked again when connecting).
    return literal ? `http: to ${hostName} is not allowed` : null;
  }

  /** Whether `addresses` (what `hostName` resolved to) may be connected to, every one of them. */
  verdict(protocol: string, hostName: string, addresses: readonly AddressBytes[]): OutboundVerdict {
    if (addresses.length === 0) return `${hostName} has no address`;
    const listedHost = this.#allow.hasHost(hostName);
    for (const address of addresses) {
      const special = specialRangeOf(address);
      if (special && !listedHost && !this.#allow.hasAddress(address))
        return `${formatAddress(address)} is ${special}`;
    }
    if (protocol === 'http:' && !this.#allowHttp.any && !this.#allowHttp.hasHost(hostName)) {
      const unlisted = addresses.find((address) => !this.#allowHttp.hasAddress(address));
      if (unlisted) return `http: to ${formatAddress(unlisted)} is not allowed`;
    }
    return null;
  }
}
