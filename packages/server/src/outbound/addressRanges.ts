import { isIPv4, isIPv6 } from 'node:net';

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
export type AddressBytes = Uint8Array;

/** Why an address is not on the public internet; what the policy refuses unless the operator lists it. */
export type SpecialRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

/** A block of addresses: its first bytes and the length of its prefix in bits. */
export interface Cidr {
  readonly bytes: AddressBytes;
  readonly prefix: number;
}

/** The bytes of an IPv4 or IPv6 address (brackets and a `%zone` allowed), or null. */
export function addressBytes(text: string): AddressBytes | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (isIPv4(address)) return Uint8Array.from(address.split('.').map(Number));
  if (!isIPv6(address)) return null;
  // A dotted IPv4 end (`::ffff:127.0.0.1`) is the last two groups.
  const lastColon = address.lastIndexOf(':');
  const dotted = address.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  const groups =
    halves.length > 1
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** `10.0.0.0/8`, `fc00::/7`, or one address (a block of one). Null when it is neither. */
export function parseCidr(text: string): Cidr | null {
  const slash = text.indexOf('/');
  const bytes = addressBytes(slash < 0 ? text : text.slice(0, slash));
  if (!bytes) return null;
  const bits = bytes.length * 8;
  if (slash < 0) return { bytes, prefix: bits };
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= bits ? { bytes, prefix } : null;
}

/** Whether `address` lies in `cidr` (an IPv4 block never holds an IPv6 address, nor the reverse). */
export function cidrContains(cidr: Cidr, address: AddressBytes): boolean {
  if (cidr.bytes.length !== address.length) return false;
  const whole = Math.floor(cidr.prefix / 8);
  for (let index = 0; index < whole; index += 1) if (cidr.bytes[index] !== address[index]) return false;
  const rest = cidr.prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((cidr.bytes[whole] ?? 0) & mask) === ((address[whole] ?? 0) & mask);
}

function block(text: string): Cidr {
  const cidr = parseCidr(text);
  if (!cidr) throw new Error(`not a block: ${text}`);
  return cidr;
}

/** IANA's IPv4 special-purpose blocks (RFC 6890 and after) that are not the public internet. */
const IPV4_RANGES: readonly (readonly [Cidr, SpecialRange])[] = [
  [block('0.0.0.0/8'), 'unspecified'],
  [block('10.0.0.0/8'), 'private'],
  [block('100.64.0.0/10'), 'shared'],
  [block('127.0.0.0/8'), 'loopback'],
  [block('169.254.0.0/16'), 'link-local'],
  [block('172.16.0.0/12'), 'private'],
  [block('192.0.0.0/24'), 'reserved'],
  [block('192.0.2.0/24'), 'documentation'],
  [block('192.88.99.0/24'), 'reserved'],
  [block('192.168.0.0/16'), 'private'],
  [block('198.18.0.0/15'), 'benchmarking'],
  [block('198.51.100.0/24'), 'documentation'],
  [block('203.0.113.0/24'), 'documentation'],
  [block('224.0.0.0/4'), 'multicast'],
  [block('240.0.0.0/4'), 'reserved'],
];

/** IPv6 blocks that are not the public internet, checked after the forms that carry an IPv4 address. */
const IPV6_RANGES: readonly (readonly [Cidr, SpecialRange])[] = [
  [block('::/128'), 'unspecified'],
  [block('::1/128'), 'loopback'],
  [block('64:ff9b:1::/48'), 'private'],
  // IPv4-compatible (deprecated), and the rest of ::/8: no public host lives there.
  [block('::/8'), 'reserved'],
  [block('100::/64'), 'reserved'],
  // IETF protocol assignments: Teredo (whose IPv4 is hidden), benchmarking, ORCHID.
  [block('2001::/23'), 'reserved'],
  [block('2001:db8::/32'), 'documentation'],
  [block('3fff::/20'), 'documentation'],
  [block('5f00::/16'), 'reserved'],
  [block('fc00::/7'), 'private'],
  [block('fe80::/10'), 'link-local'],
  [block('fec0::/10'), 'private'],
  [block('ff00::/8'), 'multicast'],
];

const GLOBAL_UNICAST = block('2000::/3');
const IPV4_MAPPED = block('::ffff:0:0/96');
const NAT64 = block('64:ff9b::/96');
const SIX_TO_FOUR = block('2002::/16');

/**
 * The IPv4 address an IPv6 address stands for, where the IPv6 form only carries one: mapped
 * (`::ffff:a.b.c.d`), the well-known NAT64 prefix (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
 * A connection to any of these may end at that IPv4 address, so it is judged as that address.
 */
export function embeddedIpv4(address: AddressBytes): AddressBytes | null {
  if (address.length !== 16) return null;
  if (cidrContains(IPV4_MAPPED, address) || cidrContains(NAT64, address)) return address.slice(12, 16);
  if (cidrContains(SIX_TO_FOUR, address)) return address.slice(2, 6);
  return null;
}

/** The special range an address is in, or null for an address of the public internet. */
export function specialRangeOf(address: AddressBytes): SpecialRange | null {
  if (address.length === 4) return IPV4_RANGES.find(([cidr]) => cidrContains(cidr, address))?.[1] ?? null;
  const ipv4 = embeddedIpv4(address);
  if (ipv4) return specialRangeOf(ipv4);
  const special = IPV6_RANGES.find(([cidr]) => cidrContains(cidr, address))?.[1];
  if (special) return special;
  // Outside 2000::/3 nothing is allocated for public hosts yet.
  return cidrContains(GLOBAL_UNICAST, address) ? null : 'reserved';
}

/** The address as text: dotted IPv4, or IPv6 groups. */
export function formatAddress(address: AddressBytes): string {
  if (address.length === 4) return address.join('.');
  const groups: string[] = [];
  for (let index = 0; index < 16; index += 2)
    groups.push((((address[index] ?? 0) << 8) | (address[index + 1] ?? 0)).toString(16));
  return groups.join(':');
}
