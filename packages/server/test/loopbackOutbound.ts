import { outboundConfigFrom } from '../src/outbound/index.js';
import { createOutboundClient, type OutboundClient } from '../src/outbound/index.js';

/**
 * The operator's allowance test servers run with: the fake vendor servers listen on this machine's
 * loopback over plain HTTP, which the outbound policy refuses unless listed.
 */
export const LOOPBACK_OUTBOUND_ENV = {
  KIZUNA_OUTBOUND_ALLOW: '127.0.0.1,::1',
  KIZUNA_OUTBOUND_ALLOW_HTTP: '127.0.0.1,::1',
} as const;

export const LOOPBACK_OUTBOUND = outboundConfigFrom(LOOPBACK_OUTBOUND_ENV);

/** An outbound client under that allowance, for tests of a module's reader outside a server. */
export function loopbackOutboundClient(): OutboundClient {
  return createOutboundClient({ config: LOOPBACK_OUTBOUND, log: () => undefined });
}
