import { createFetch, FetchError } from 'ofetch';
import * as v from 'valibot';
import type { Contract } from '../contract';
import { authEndpoints } from '../contract/areas/authEndpoints';
import {
  API_PREFIX_BROWSER,
  API_PREFIX_KEY,
  isIdempotent,
  needsXsrfToken,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from '../contract/endpoint';
import { ERROR_CODE_HEADER, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_MISSING } from '../contract/enums';
import { bearerHeader } from '../contract/publicApi';
import { RETRY_STATUSES } from '../contract/limits';
import { readCookie, type CookieJar } from './createCookieJar';
import {
  createHttpError,
  InvalidResponseError,
  KizunaHttpError,
  parseRetryAfter,
  TimeoutError,
} from './KizunaHttpError';

export interface KizunaClientOptions {
  /** Origin of the server, e.g. `http://localhost:8080`; empty for the page's own origin. */
  readonly baseURL?: string;
  /** API prefix; `/api/browser` (cookie session) unless calling with an API key under `/api/v1`. */
  readonly prefix?: string;
  /**
   * An API key (Node, servers, scripts): every call goes to the endpoint's `/api/v1` route with
   * `Authorization: Bearer <apiKey>`, no cookie and no XSRF token. An endpoint without such a
   * route fails at once, before any request.
   */
  readonly apiKey?: string;
  /** The fetch to use; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Keeps the session and XSRF cookies where there is no browser (Node); sets `fetch` and `xsrfToken`. */
  readonly cookieJar?: CookieJar;
  /**
   * Where the XSRF token comes from; defaults to the `XSRF-TOKEN` cookie of `document`, or, when
   * `baseURL` is another origin than the page's, to the token the server sends in the `X-XSRF-TOKEN`
   * header of `GET /auth/xsrf` to the origins it lets embed it (kept in memory, never in storage).
   */
  readonly xsrfToken?: () => string | null | undefined;
  /** Sent with every call, e.g. `Authorization` for API-key callers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** `include` when the page and the API live on different origins (widgets on an intranet page). */
  readonly credentials?: RequestCredentials;
  /** Check every 2xx body against the contract (default true). */
  readonly validateResponses?: boolean;
  /** Wait before the one retry of an idempotent call, in ms (default 0). */
  readonly retryDelayMs?: number;
  /**
   * The longest `Retry-After` (of a 503 or 429 from a busy server) the client waits before its one
   * retry, in ms (default 5000). A server that asks for more is not retried: the call fails with
   * the answer, and `retryAfterMs` on the error says how long the server asked to wait.
   */
  readonly maxRetryAfterMs?: number;
  /** Called whenever the number of calls in flight changes (drives the loading overlay). */
  readonly onInFlightChange?: (count: number) => void;
  /** Called with every error before it is thrown (session timeout handling, logging). */
  readonly onError?: (error: KizunaHttpError) => void;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A client method: input only when the endpoint declares params, query or body. */
export type EndpointCall<E> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? (input?: EndpointInput<E>, options?: CallOptions) => Promise<EndpointOutput<E>>
    : (input: EndpointInput<E>, options?: CallOptions) => Promise<EndpointOutput<E>>;

export type AreaClient<TArea> = { readonly [K in keyof TArea]: EndpointCall<TArea[K]> };

export type TableClient<TTable> = { readonly [A in keyof TTable]: AreaClient<TTable[A]> };

export interface ClientCore {
  /** Calls one endpoint definition; the area methods are this, bound. */
  $call<E extends EndpointDefinition>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
  /** Number of calls in flight now. */
  $inFlight(): number;
  /**
   * The full URL of a GET, for a page to use as `<img src>` or a link's `href` (an endpoint that
   * `produces` a file); the browser then sends the session cookie itself.
   */
  $url<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>): string;
}

export type KizunaClient<TTable = Contract> = TableClient<TTable> & ClientCore;

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The file name of a Content-Disposition: the RFC 5987 `filename*` when there is one. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
}

/**
 * The body of a refusal: a call that asked for a file (`responseType: 'blob'`) gets the JSON error
 * body as a Blob, read here so its code and field errors are there as on any other call.
 */
async function errorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !/^application\/json\b/.test(data.type)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return data;
  }
}

/** A file answer as a `File` carrying the name its Content-Disposition gives. */
function namedFile(blob: Blob, disposition: string | null): Blob {
  const name = fileNameOf(disposition);
  return name === undefined ? blob : new File([blob], name, { type: blob.type });
}

function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Lists travel as comma lists (`divisionId=1,2,3`), the form the spec's routes use. */
function toQuery(query: Record<string, unknown> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

// From its area, not the table: a client of a few endpoints bundles no more than those.
const xsrfEndpoint: EndpointDefinition = authEndpoints.xsrf;

/** Multipart bodies: each field a part (a list, a part per item); files keep their names so the server can check extensions. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    // A list is one part per item under the same name (`files[]`: several files at once).
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : 'blob');
      else form.append(key, String(item));
    }
  }
  return form;
}

/** True in a browser page whose origin differs from `baseURL`'s (a widget on an intranet portal). */
function isOtherOrigin(baseURL: string | undefined): boolean {
  if (!baseURL || typeof location === 'undefined') return false;
  try {
    return new URL(baseURL, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

function documentXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE);
}

const DEFAULT_MAX_RETRY_AFTER_MS = 5_000;

/** Waits `ms`, or rejects with the signal's reason when the caller aborts meanwhile. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type EndpointTable = Record<string, Record<string, EndpointDefinition>>;

/** What calls an endpoint: the definition, or a promise of it while its area is loading. */
type EndpointSource = EndpointDefinition | Promise<EndpointDefinition>;

/** The calls and the `$` methods of a client, whatever its table. */
function createCore(options: KizunaClientOptions) {
  const apiKey = options.apiKey;
  const prefix = options.prefix ?? (apiKey === undefined ? API_PREFIX_BROWSER : API_PREFIX_KEY);
  const $fetch = createFetch({ fetch: options.cookieJar?.fetch ?? options.fetch ?? globalThis.fetch });
  // The page cannot read another origin's cookie, and its own `XSRF-TOKEN` cookie (if any) is not ours.
  const tokenFromHeader =
    apiKey === undefined && !options.xsrfToken && !options.cookieJar && isOtherOrigin(options.baseURL);
  let heldToken: string | null = null;
  const xsrfToken =
    options.xsrfToken ??
    (apiKey !== undefined
      ? () => undefined
      : options.cookieJar
        ? () => options.cookieJar?.get(XSRF_COOKIE)
        : tokenFromHeader
          ? () => heldToken
          : documentXsrfToken);
  const validate = options.validateResponses ?? true;
  let inFlight = 0;
  // Shared by the writes that start while the token is missing, so the bootstrap runs once.
  let xsrfBootstrap: Promise<void> | null = null;
  let xsrfBootstrapFailed = false;

  function setInFlight(delta: number) {
    inFlight += delta;
    options.onInFlightChange?.(inFlight);
  }

  /** The endpoint's path under the prefix: its `/api/v1` route's when calling with a key. */
  function pathOf(endpoint: EndpointDefinition, params: Record<string, unknown> | undefined): string {
    if (apiKey === undefined) return prefix + fillPath(endpoint.path, params);
    if (!endpoint.publicApi) throw new TypeError(`${endpoint.path} cannot be called with an API key`);
    return prefix + fillPath(endpoint.publicApi.path, params);
  }

  async function attempt(endpoint: EndpointDefinition, input: RawInput, callOptions: CallOptions) {
    const path = pathOf(endpoint, input.params);
    const headers: Record<string, string> = {
      Accept: endpoint.produces ? `${endpoint.produces}, application/json` : 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(apiKey === undefined ? {} : { Authorization: bearerHeader(apiKey) }),
      ...options.headers,
      ...callOptions.headers,
    };
    const token = xsrfToken();
    if (token) headers[XSRF_HEADER] = token;
    // A signal of its own, because ofetch drops its `timeout` when the caller passes a signal.
    const timeoutSignal = endpoint.timeoutMs ? AbortSignal.timeout(endpoint.timeoutMs) : undefined;
    const signals = [callOptions.signal, timeoutSignal].filter((signal) => signal !== undefined);
    try {
      const response = await $fetch.raw(path, {
        baseURL: options.baseURL ?? '',
        method: endpoint.method,
        query: toQuery(input.query),
        body:
          endpoint.body === undefined
            ? undefined
            : endpoint.multipart
              ? toFormData(input.body)
              : (input.body as Record<string, unknown>),
        headers,
        credentials: apiKey === undefined ? (options.credentials ?? 'same-origin') : 'omit',
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
        retry: false,
        ...(endpoint.produces ? { responseType: 'blob' as const } : {}),
      });
      if (tokenFromHeader) heldToken = response.headers.get(XSRF_HEADER) ?? heldToken;
      return { response, path };
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      const response = error instanceof FetchError ? error.response : undefined;
      const init = {
        method: endpoint.method,
        path,
        statusCode: response?.status ?? 0,
        statusText: response?.statusText,
        data: error instanceof FetchError ? await errorBody(error.data) : undefined,
        errorCode: response?.headers.get(ERROR_CODE_HEADER) ?? undefined,
        retryAfterMs: parseRetryAfter(response?.headers.get('Retry-After')),
        requestId: response?.headers.get('X-Request-Id') ?? undefined,
        cause: (error as { cause?: unknown }).cause ?? error,
      };
      throw !response && timeoutSignal?.aborted
        ? new TimeoutError(init, `timed out after ${endpoint.timeoutMs} ms`)
        : createHttpError(init);
    }
  }

  /**
   * A browser-session call that changes state (a write, or a GET flagged `changesState` such as
   * answering a call, or reading talk messages with `read: true`) needs the XSRF token, which the
   * server hands out on any answer; a fresh client asks for it once. When that brings no readable token (the cookie belongs to another
   * origin), later calls do not ask again and get the server's 403.
   */
  async function ensureXsrfToken(endpoint: EndpointDefinition, input: RawInput, callOptions: CallOptions) {
    if (prefix !== API_PREFIX_BROWSER || !needsXsrfToken(endpoint, input.query) || endpoint === xsrfEndpoint)
      return;
    if (xsrfToken() || xsrfBootstrapFailed) return;
    xsrfBootstrap ??= attempt(xsrfEndpoint, {}, { signal: callOptions.signal })
      .then(
        () => {
          if (!xsrfToken()) xsrfBootstrapFailed = true;
        },
        () => undefined,
      )
      .finally(() => {
        xsrfBootstrap = null;
      });
    await xsrfBootstrap;
  }

  async function call(source: EndpointSource, input: RawInput = {}, callOptions: CallOptions = {}) {
    setInFlight(1);
    try {
      const endpoint = await source;
      await ensureXsrfToken(endpoint, input, callOptions);
      const attempts = isIdempotent(endpoint.method) ? 2 : 1;
      let renewedXsrfToken = false;
      for (let round = 1; ; round += 1) {
        const sentToken = xsrfToken();
        try {
          const { response, path } = await attempt(endpoint, input, callOptions);
          const data: unknown = endpoint.produces
            ? namedFile(response._data as Blob, response.headers.get('Content-Disposition'))
            : (response._data ?? null);
          if (!validate) return data;
          const parsed = v.safeParse(endpoint.response, data);
          if (parsed.success) return parsed.output;
          throw new InvalidResponseError(
            {
              method: endpoint.method,
              path,
              statusCode: response.status,
              statusText: response.statusText,
              data,
              cause: parsed.issues,
            },
            `answer does not match the contract: ${v.summarize(parsed.issues)}`,
          );
        } catch (error) {
          const retryAfterMs = error instanceof KizunaHttpError ? (error.retryAfterMs ?? 0) : 0;
          const retry =
            round < attempts &&
            error instanceof KizunaHttpError &&
            !(error instanceof InvalidResponseError) &&
            RETRY_STATUSES.includes(error.statusCode) &&
            retryAfterMs <= (options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS);
          if (retry) {
            const delayMs = Math.max(options.retryDelayMs ?? 0, retryAfterMs);
            if (delayMs > 0) await wait(delayMs, callOptions.signal);
            continue;
          }
          // The token changed under the call (signed in or out meanwhile, cookies cleared): the
          // server refused it before doing anything, so send it once more with the current token,
          // which a page of another origin fetches again and any other page finds in the cookie
          // the refusal set.
          const refusedToken =
            !renewedXsrfToken && error instanceof KizunaHttpError && error.errorCode === XSRF_TOKEN_MISSING;
          if (refusedToken && tokenFromHeader) {
            renewedXsrfToken = true;
            heldToken = null;
            xsrfBootstrapFailed = false;
            await ensureXsrfToken(endpoint, input, callOptions);
            continue;
          }
          const currentToken = xsrfToken();
          if (refusedToken && currentToken && currentToken !== sentToken) {
            renewedXsrfToken = true;
            continue;
          }
          if (error instanceof KizunaHttpError) options.onError?.(error);
          throw error;
        }
      }
    } finally {
      setInFlight(-1);
    }
  }

  const core: ClientCore = {
    $call: (endpoint, input, callOptions) => call(endpoint, input as RawInput, callOptions) as never,
    $inFlight: () => inFlight,
    $url: (endpoint, input) => {
      const raw = (input ?? {}) as RawInput;
      const search = new URLSearchParams(toQuery(raw.query)).toString();
      return `${options.baseURL ?? ''}${pathOf(endpoint, raw.params)}${search ? `?${search}` : ''}`;
    },
  };
  return { call, core, onError: options.onError };
}

/**
 * A typed client for any endpoint table; `createKizunaClient` is this for the Kizuna contract.
 * Factories, not singletons: each client has its own options, hooks and in-flight count.
 */
export function createClient<TTable extends EndpointTable>(
  table: TTable,
  options: KizunaClientOptions = {},
): KizunaClient<TTable> {
  const { call, core } = createCore(options);
  const areas = Object.fromEntries(
    Object.entries(table).map(([area, endpoints]) => [
      area,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, endpoint]) => [
          name,
          (input?: RawInput, callOptions?: CallOptions) => call(endpoint, input, callOptions),
        ]),
      ),
    ]),
  );
  return Object.assign(areas, core) as KizunaClient<TTable>;
}

/** Loads each area of a table on demand (a dynamic import of the area's module). */
export type AreaLoaders<TTable> = { readonly [A in keyof TTable]: () => Promise<TTable[A]> };

/**
 * The same client as `createClient`'s, for a table given an area at a time: an area is loaded on
 * the first call into it, and the call goes out once it is there (the wait counts as in flight).
 * A browser page thus carries the endpoints and schemas of the areas it calls, not the whole
 * contract. An area that fails to load (offline) fails the call with a `NetworkError`; the next
 * call tries again.
 */
export function createLazyClient<TTable extends EndpointTable>(
  loaders: AreaLoaders<TTable>,
  options: KizunaClientOptions = {},
): KizunaClient<TTable> {
  const { call, core, onError } = createCore(options);
  const areas = Object.fromEntries(
    Object.entries(loaders as Record<string, () => Promise<Record<string, EndpointDefinition>>>).map(
      ([area, load]) => {
        let loading: Promise<Record<string, EndpointDefinition>> | null = null;
        const endpointOf = async (name: string) => {
          loading ??= load().catch((cause: unknown) => {
            loading = null;
            const error = createHttpError({ method: 'GET', path: `(${area})`, statusCode: 0, cause });
            onError?.(error);
            throw error;
          });
          const endpoint = (await loading)[name];
          if (!endpoint) throw new TypeError(`No endpoint "${name}" in the "${area}" area`);
          return endpoint;
        };
        const methods = new Map<string, (input?: RawInput, callOptions?: CallOptions) => Promise<unknown>>();
        const areaClient = new Proxy(
          {},
          {
            get(_, name) {
              // Not a thenable, and no symbol-named methods.
              if (typeof name !== 'string' || name === 'then') return undefined;
              let method = methods.get(name);
              if (!method) {
                method = (input, callOptions) => call(endpointOf(name), input, callOptions);
                methods.set(name, method);
              }
              return method;
            },
          },
        );
        return [area, areaClient];
      },
    ),
  );
  return Object.assign(areas, core) as KizunaClient<TTable>;
}
