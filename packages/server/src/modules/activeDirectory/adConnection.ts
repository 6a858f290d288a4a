import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import {
  AdminLimitExceededError,
  Client,
  ConfidentialityRequiredError,
  FilterParser,
  InappropriateAuthError,
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  StrongAuthRequiredError,
  UnwillingToPerformError,
  type Entry,
} from 'ldapts';
import type { ServerConfig } from '../../config.js';
import {
  addressBytes,
  DEFAULT_OUTBOUND_CONFIG,
  formatAddress,
  OutboundPolicy,
} from '../../outbound/index.js';
import type { AdSecurity } from './activeDirectoryTables.js';

/** Why Kizuna could not read the directory; each has its own line on the page. */
export type AdFailureReason =
  | 'UNREACHABLE'
  | 'TLS_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'NO_SUCH_BASE'
  | 'BAD_FILTER'
  | 'REFUSED'
  | 'NOT_SET';

export class AdFailure extends Error {
  readonly reason: AdFailureReason;
  constructor(reason: AdFailureReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** What a connection needs, the password opened. */
export interface AdConnection {
  readonly servers: readonly string[];
  readonly security: AdSecurity;
  readonly bindDn: string;
  readonly password: string;
  readonly baseDn: string;
  readonly filter: string;
}

/** The operator's side of LDAP: address rules, plain LDAP, the internal CA, time limits. */
export interface AdOperatorRules {
  readonly policy: OutboundPolicy;
  readonly allowPlain: boolean;
  readonly ca: string | null;
  readonly connectTimeoutMs: number;
  readonly timeoutMs: number;
}

export function adOperatorRules(config: ServerConfig): AdOperatorRules {
  const outbound = config.outbound ?? DEFAULT_OUTBOUND_CONFIG;
  return {
    policy: new OutboundPolicy(outbound),
    allowPlain: config.ldapAllowPlain ?? false,
    ca: config.ldapCaFile ? readFileSync(config.ldapCaFile, 'utf8') : null,
    connectTimeoutMs: outbound.connectTimeoutMs,
    timeoutMs: outbound.timeoutMs,
  };
}

/** AD answers pages of at most MaxPageSize (1,000 by default); a server that refuses a size gets half. */
const FIRST_PAGE_SIZE = 500;
const SMALLEST_PAGE_SIZE = 25;

/** The server and port of `ldaps://host:636`, with the default port of its scheme. */
function parseServer(server: string): { secure: boolean; host: string; port: number } {
  const url = new URL(server);
  const secure = url.protocol === 'ldaps:';
  return {
    secure,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 636 : 389,
  };
}

/**
 * A bound client on the first server that answers. The name is resolved once and every address
 * checked against the operator's outbound rules; the client connects to a checked address (no
 * second lookup), and TLS checks the certificate against the name.
 */
export async function openAdClient(
  connection: AdConnection,
  rules: AdOperatorRules,
): Promise<{ client: Client; server: string }> {
  if (connection.security === 'PLAIN' && !rules.allowPlain) {
    throw new AdFailure('REFUSED', 'plain LDAP is not allowed on this server');
  }
  let last: AdFailure | null = null;
  for (const server of connection.servers) {
    const { secure, host, port } = parseServer(server);
    if (secure !== (connection.security === 'LDAPS')) {
      last = new AdFailure('REFUSED', `${server} does not match ${connection.security}`);
      continue;
    }
    let addresses: Uint8Array[];
    try {
      const literal = addressBytes(host);
      addresses = literal
        ? [literal]
        : (await lookup(host, { all: true, verbatim: true })).flatMap((a) => addressBytes(a.address) ?? []);
    } catch (error) {
      last = new AdFailure('UNREACHABLE', `${host} has no address`, { cause: error });
      continue;
    }
    // Plain LDAP is checked as https: the operator's switch is the allowance for it.
    const refused = rules.policy.verdict('https:', host, addresses);
    if (refused) {
      last = new AdFailure('REFUSED', refused);
      continue;
    }
    const address = formatAddress(addresses[0]!);
    const literalHost = addressBytes(host) !== null;
    const tlsOptions: ConnectionOptions = {
      ...(literalHost ? {} : { servername: host }),
      ...(rules.ca ? { ca: [rules.ca] } : {}),
      minVersion: 'TLSv1.2',
    };
    const hostPart = address.includes(':') ? `[${address}]` : address;
    const client = new Client({
      url: `${secure ? 'ldaps' : 'ldap'}://${hostPart}:${port}`,
      connectTimeout: rules.connectTimeoutMs,
      timeout: rules.timeoutMs,
      // ldapts speaks TLS from the first byte whenever TLS options are given: only for ldaps.
      ...(secure ? { tlsOptions } : {}),
      strictDN: false,
    });
    try {
      if (connection.security === 'STARTTLS') await client.startTLS(tlsOptions);
      await client.bind(connection.bindDn, connection.password);
      return { client, server };
    } catch (error) {
      await client.unbind().catch(() => undefined);
      last = failureOf(error);
      // Wrong credentials are wrong on every controller of the domain.
      if (last.reason === 'INVALID_CREDENTIALS') throw last;
    }
  }
  throw last ?? new AdFailure('NOT_SET', 'no server is set');
}

export function failureOf(error: unknown): AdFailure {
  if (error instanceof AdFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof InvalidCredentialsError || error instanceof InappropriateAuthError) {
    return new AdFailure('INVALID_CREDENTIALS', message, { cause: error });
  }
  if (error instanceof NoSuchObjectError || error instanceof InvalidDNSyntaxError) {
    return new AdFailure('NO_SUCH_BASE', message, { cause: error });
  }
  if (
    error instanceof ConfidentialityRequiredError ||
    error instanceof StrongAuthRequiredError ||
    error instanceof UnwillingToPerformError
  ) {
    return new AdFailure('REFUSED', message, { cause: error });
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code)) {
    return new AdFailure('TLS_FAILED', message, { cause: error });
  }
  return new AdFailure('UNREACHABLE', message, { cause: error });
}

/** Whether an LDAP filter parses (RFC 4515): one parenthesised filter, balanced to its end. */
export function isValidFilter(filter: string): boolean {
  let depth = 0;
  for (let i = 0; i < filter.length; i += 1) {
    const char = filter[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth < 0 || (depth === 0 && i !== filter.length - 1)) return false;
    }
  }
  if (depth !== 0) return false;
  try {
    FilterParser.parseString(filter);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every entry the filter matches below the base DN, page by page with the paged-results control
 * (RFC 2696), at the size the server accepts: a server that refuses the size asked for is asked
 * for half, down to 25.
 */
export async function* searchAdPages(
  client: Client,
  connection: Pick<AdConnection, 'baseDn' | 'filter'>,
  attributes: readonly string[],
  bufferAttributes: readonly string[],
): AsyncGenerator<Entry[]> {
  let pageSize = FIRST_PAGE_SIZE;
  for (;;) {
    let yielded = false;
    try {
      for await (const page of client.searchPaginated(connection.baseDn, {
        scope: 'sub',
        filter: connection.filter,
        attributes: [...attributes],
        explicitBufferAttributes: [...bufferAttributes],
        paged: { pageSize },
      })) {
        yielded = true;
        yield page.searchEntries;
      }
      return;
    } catch (error) {
      if (error instanceof AdminLimitExceededError && !yielded && pageSize > SMALLEST_PAGE_SIZE) {
        pageSize = Math.max(SMALLEST_PAGE_SIZE, Math.floor(pageSize / 2));
        continue;
      }
      if (error instanceof Error && /filter/i.test(error.message) && !yielded) {
        throw new AdFailure('BAD_FILTER', error.message, { cause: error });
      }
      throw failureOf(error);
    }
  }
}
