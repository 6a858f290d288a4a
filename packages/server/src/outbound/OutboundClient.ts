import { lookup } from 'node:dns/promises';
import { Agent, buildConnector, fetch, type Dispatcher } from 'undici';
import { addressBytes, formatAddress, type AddressBytes } from './addressRanges.js';
import { DEFAULT_OUTBOUND_CONFIG, OutboundPolicy, type OutboundConfig } from './outboundPolicy.js';

/**
 * Why a call failed, as the caller may tell it: `UNREACHABLE` whatever stopped the exchange before
 * an answer came (a refused, unreachable, silent or non-HTTP server, TLS, a policy refusal, a
 * redirect too many), `TOO_LARGE` when the answer outgrew its limit. The detail is only logged.
 */
export type OutboundErrorCode = 'UNREACHABLE' | 'TOO_LARGE';

export class OutboundError extends Error {
  readonly code: OutboundErrorCode;
  /**
   * The call's own deadline ended it (the server said nothing in time). Only for systems the
   * operator configures, whose codes must tell "may have happened" apart; never shown to a tenant.
   */
  readonly timedOut: boolean;

  constructor(code: OutboundErrorCode, options: { timedOut?: boolean; cause?: unknown } = {}) {
    super(
      code === 'UNREACHABLE' ? 'could not connect' : 'the answer is larger than allowed',
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'OutboundError';
    this.code = code;
    this.timedOut = options.timedOut ?? false;
  }
}

export interface OutboundRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The largest answer to read; at most the operator's `maxBytes` (default 4 MiB). */
  readonly maxBytes?: number;
  /** The whole exchange, answer included; at most the operator's `timeoutMs`. */
  readonly timeoutMs?: number;
  /** Redirects to follow, each hop checked like the first; 0 (default) returns the 3xx answer. */
  readonly maxRedirects?: number;
  /**
   * Report a failure to connect only when the call's time is up, so that how fast it failed does
   * not tell a closed port from a silent one (tests of a connection a tenant administrator starts).
   */
  readonly failAtDeadline?: boolean;
}

export interface OutboundResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Where the answer came from, after redirects. */
  readonly url: string;
  readonly body: Buffer;
  text(): string;
}

export interface OutboundClient {
  request(url: string | URL, request?: OutboundRequest): Promise<OutboundResponse>;
  close(): Promise<void>;
}

export interface OutboundClientOptions {
  readonly config?: OutboundConfig;
  /** Host names of URLs the operator set in the environment (AI service, earthquake feed). */
  readonly operatorHosts?: readonly string[];
  /** Where the detail of a failure goes (the server's log). */
  readonly log?: (message: string) => void;
}

export const DEFAULT_OUTBOUND_MAX_BYTES = 4 * 1024 * 1024;

/** A refusal of the policy, raised inside the connector so that it looks like any failed connection. */
class PolicyRefusal extends Error {
  override readonly name = 'PolicyRefusal';
}

async function resolve(hostName: string): Promise<AddressBytes[]> {
  const literal = addressBytes(hostName);
  if (literal) return [literal];
  const answers = await lookup(hostName, { all: true, verbatim: true });
  return answers.flatMap((answer) => addressBytes(answer.address) ?? []);
}

function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { name, code, message } = current as { name?: string; code?: string; message?: string };
    parts.push([name, code, message].filter(Boolean).join(' '));
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' ← ');
}

/**
 * The one way Kizuna calls out to a server a tenant or the operator configured. Every connection
 * goes through a connector that resolves the name, checks every address against the policy and
 * connects to a checked address (no second lookup to rebind), so pooled connections and redirect
 * hops are checked alike. Answers are read up to their limit and no further.
 */
export function createOutboundClient(options: OutboundClientOptions = {}): OutboundClient {
  const config = options.config ?? DEFAULT_OUTBOUND_CONFIG;
  const operatorHosts = (options.operatorHosts ?? []).map((host) => host.toLowerCase());
  const policy = new OutboundPolicy({
    allow: [...config.allow, ...operatorHosts],
    allowHttp: [...config.allowHttp, ...operatorHosts],
  });
  const log = options.log ?? ((message: string) => console.error(message));
  const connectTo = buildConnector({ timeout: config.connectTimeoutMs });

  const connect: buildConnector.connector = (target, callback) => {
    const protocol = target.protocol ?? 'https:';
    resolve(target.hostname).then(
      (addresses) => {
        const refused = policy.verdict(protocol, target.hostname, addresses);
        if (refused) {
          callback(new PolicyRefusal(refused), null);
          return;
        }
        const literal = addressBytes(target.hostname) !== null;
        const tryFrom = (index: number, lastError: Error | null) => {
          const address = addresses[index];
          if (!address) {
            callback(lastError ?? new Error('no address'), null);
            return;
          }
          connectTo(
            {
              ...target,
              hostname: formatAddress(address),
              // The certificate is checked against the name asked for, not the address.
              ...(literal ? {} : { servername: target.servername ?? target.hostname }),
            },
            (error, socket) => {
              if (error) tryFrom(index + 1, error);
              else callback(null, socket);
            },
          );
        };
        tryFrom(0, null);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
  const agent: Dispatcher = new Agent({ connect, connectTimeout: config.connectTimeoutMs });

  async function request(target: string | URL, call: OutboundRequest = {}): Promise<OutboundResponse> {
    const started = Date.now();
    const timeoutMs = Math.min(call.timeoutMs ?? config.timeoutMs, config.timeoutMs);
    const maxBytes = Math.min(call.maxBytes ?? DEFAULT_OUTBOUND_MAX_BYTES, config.maxBytes);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    let url = new URL(target);
    const where = () => `${call.method ?? 'GET'} ${url.origin}${url.pathname}`;
    const unreachable = async (error: unknown): Promise<never> => {
      log(`outbound ${where()}: could not connect (${describe(error)})`);
      if (call.failAtDeadline) {
        const left = started + timeoutMs - Date.now();
        if (left > 0) await new Promise((done) => setTimeout(done, left));
      }
      throw new OutboundError('UNREACHABLE', { timedOut: deadline.signal.aborted, cause: error });
    };
    try {
      let method = call.method ?? 'GET';
      let body = call.body;
      const headers = { ...call.headers };
      for (let hop = 0; ; hop += 1) {
        const refused = policy.schemeVerdict(url.protocol, url.hostname.replace(/^\[|\]$/g, ''));
        if (refused) return await unreachable(new PolicyRefusal(refused));
        let response: Awaited<ReturnType<typeof fetch>>;
        try {
          response = await fetch(url, {
            method,
            headers,
            ...(body === undefined ? {} : { body }),
            redirect: 'manual',
            signal: deadline.signal,
            dispatcher: agent,
          });
        } catch (error) {
          return await unreachable(error);
        }
        const location = response.headers.get('location');
        if (
          [301, 302, 303, 307, 308].includes(response.status) &&
          location &&
          hop < (call.maxRedirects ?? 0)
        ) {
          await response.body?.cancel().catch(() => undefined);
          const next = new URL(location, url);
          // Credentials are for the origin they were given to.
          if (next.origin !== url.origin) {
            for (const name of Object.keys(headers))
              if (/^(authorization|cookie)$/i.test(name)) delete headers[name];
          }
          if (
            response.status === 303 ||
            ((response.status === 301 || response.status === 302) && method === 'POST')
          ) {
            method = 'GET';
            body = undefined;
            for (const name of Object.keys(headers)) if (/^content-/i.test(name)) delete headers[name];
          }
          url = next;
          continue;
        }
        if ([301, 302, 303, 307, 308].includes(response.status) && location && (call.maxRedirects ?? 0) > 0) {
          await response.body?.cancel().catch(() => undefined);
          return await unreachable(new Error(`more than ${call.maxRedirects} redirects`));
        }
        const declared = Number(response.headers.get('content-length') ?? '0');
        if (declared > maxBytes) {
          await response.body?.cancel().catch(() => undefined);
          log(`outbound ${where()}: the answer declares ${declared} bytes, more than ${maxBytes}`);
          throw new OutboundError('TOO_LARGE');
        }
        const chunks: Uint8Array[] = [];
        let total = 0;
        if (response.body) {
          const reader = response.body.getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              total += value.byteLength;
              if (total > maxBytes) {
                deadline.abort();
                await reader.cancel().catch(() => undefined);
                log(`outbound ${where()}: the answer went past ${maxBytes} bytes`);
                throw new OutboundError('TOO_LARGE');
              }
              chunks.push(value);
            }
          } catch (error) {
            if (error instanceof OutboundError) throw error;
            return await unreachable(error);
          }
        }
        const buffer = Buffer.concat(chunks, total);
        return {
          status: response.status,
          headers: response.headers as unknown as Headers,
          url: url.href,
          body: buffer,
          text: () => buffer.toString('utf8'),
        };
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    request,
    async close() {
      await agent.close();
    },
  };
}
