import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** `::ffff:10.1.2.3` is the IPv4 client 10.1.2.3 on a dual-stack socket. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether `address` falls in one of the CIDR blocks (`10.0.0.0/8`, `2001:db8::/32`, or a single
 * address). An empty list allows everyone; an unparsable entry allows no one by itself.
 */
export function isAddressAllowed(address: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  const client = normalize(address);
  const family = isIPv4(client) ? 'ipv4' : isIPv6(client) ? 'ipv6' : null;
  if (family === null) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefixText] = cidr.trim().split('/');
    const base = normalize(network);
    const type = isIPv4(base) ? 'ipv4' : isIPv6(base) ? 'ipv6' : null;
    if (type === null) continue;
    const prefix = prefixText === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)) continue;
    list.addSubnet(base, prefix, type);
  }
  return list.check(client, family);
}

/** Whether a text is a valid allow-list entry (for the operator commands and admin screens). */
export function isValidCidr(cidr: string): boolean {
  const [network = '', prefixText] = cidr.trim().split('/');
  const max = isIPv4(network) ? 32 : isIPv6(network) ? 128 : -1;
  if (max < 0) return false;
  if (prefixText === undefined) return true;
  const prefix = Number(prefixText);
  return /^\d+$/.test(prefixText) && prefix <= max;
}
