import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseEmbedOrigins } from './http/cors.js';
import type { ChatCompletionsConfig } from './modules/aiSummary/index.js';
import type { ActionLimits } from './modules/auth/index.js';
import { outboundConfigFrom, type OutboundConfig } from './outbound/outboundPolicy.js';

/** A token bucket: `burst` calls at once, refilled by `perSecond` calls each second. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export interface ApiRateLimits {
  readonly perKey: RateLimit;
  readonly perTenant: RateLimit;
}

export interface ServerConfig {
  /** TCP port; 0 picks a free one. */
  readonly port: number;
  /** PGlite data folder; `null` keeps the database in memory (tests). */
  readonly dataDir: string | null;
  /** A PostgreSQL server instead of PGlite. */
  readonly databaseUrl: string | null;
  /**
   * A direct connection to the same PostgreSQL for `LISTEN` (`DATABASE_LISTEN_URL`), when
   * `databaseUrl` goes through a transaction pooler such as PgBouncer, which cannot keep a
   * listening session. Absent: `databaseUrl`.
   */
  readonly databaseListenUrl?: string | null;
  /**
   * This node's name (`KIZUNA_NODE_NAME`), sent as `X-Kizuna-Node` on every answer, to tell which
   * node behind a load balancer served a request. Absent: no header.
   */
  readonly nodeName?: string | null;
  /**
   * Who may read `/metrics`: scrapers sending `Authorization: Bearer <KIZUNA_METRICS_TOKEN>`, or
   * calling from an address of `KIZUNA_METRICS_ALLOW` (comma-separated addresses or CIDR blocks).
   * Neither set: `/metrics` answers 404.
   */
  readonly metricsToken?: string | null;
  readonly metricsAllowList?: readonly string[];
  /** The built app served at `/front`. */
  readonly appDir: string;
  /** The built `@kizuna/widgets` package: its standalone bundle and demo page are served at `/widgets`. */
  readonly widgetsDir: string;
  readonly sessionIdleMinutes: number;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: use the socket
   * address). `KIZUNA_TRUST_PROXY=1` for one load balancer.
   */
  readonly trustedProxyHops: number;
  /** Rate limits of `/api/v1` (token buckets of this process; see docs/API.md). */
  readonly apiRateLimits: ApiRateLimits;
  /**
   * Invitations, password resets and API-key changes a person and a tenant may make per window,
   * counted in the database (every node shares them). Absent: `DEFAULT_ACTION_LIMITS`.
   */
  readonly actionLimits?: Partial<ActionLimits>;
  /** Mark cookies `Secure` (when served over HTTPS). */
  readonly secureCookies: boolean;
  /**
   * `SameSite` of the session and XSRF cookies. `Lax` (default) serves portals on the same site
   * (`portal.corp.example` and `kizuna.corp.example`); `None` (needs `secureCookies`) lets portals on
   * another site send them, where the browser still allows third-party cookies.
   */
  readonly cookieSameSite: CookieSameSite;
  /** Origins of intranet pages that embed the widgets (`KIZUNA_EMBED_ORIGINS`); empty: no CORS. */
  readonly embedOrigins: readonly string[];
  /**
   * Key that encrypts phone-system tokens and passwords at rest (`KIZUNA_SECRET_KEY`, 32 bytes as
   * hex or base64). Absent: `secret.key` in the data folder, created on first use (0600).
   */
  readonly secretKey?: string | null;
  /**
   * The `tesseract` command of the embedded business-card OCR (`KIZUNA_TESSERACT`, default
   * `tesseract` on the PATH); null (`KIZUNA_TESSERACT=` empty) turns OCR off.
   */
  readonly tesseractPath?: string | null;
  /**
   * Requests that reach the database served at once (`KIZUNA_MAX_IN_FLIGHT`; default 8 on the
   * embedded database, which runs one statement at a time, 16 on PostgreSQL) and waiting in line
   * behind them (`KIZUNA_MAX_QUEUED`, default 64); beyond the line, or after waiting 1 s in it, a
   * request gets `503` with `Retry-After`.
   */
  readonly maxInFlight?: number;
  readonly maxQueued?: number;
  /**
   * Event sockets one session may hold open on a node (`KIZUNA_EVENT_SOCKETS_PER_SESSION`, default
   * 8: a browser's tabs) and one person across their sessions (`KIZUNA_EVENT_SOCKETS_PER_USER`,
   * default 32: a few browsers and devices); a handshake past either is refused with `429`.
   */
  readonly eventSocketsPerSession: number;
  readonly eventSocketsPerUser: number;
  /**
   * The SMTP server mail goes through (`KIZUNA_SMTP_URL`, `smtp://user:password@host:587` or
   * `smtps://…:465`). Absent: messages are written as `.eml` files into `outbox/` of the data folder.
   */
  readonly smtpUrl?: string | null;
  /** The From of Kizuna's mail (`KIZUNA_MAIL_FROM`). */
  readonly mailFrom?: string;
  /**
   * Where people open Kizuna (`KIZUNA_PUBLIC_URL`, e.g. `https://kizuna.example.co.jp`): mail
   * links to the app start with it. Without it, mail carries no link.
   */
  readonly publicUrl?: string | null;
  /**
   * Whether this node makes AI summaries in the background (`KIZUNA_AI_SUMMARY_WORKER=0` turns it
   * off, e.g. on nodes that only serve requests; another node's worker then makes them).
   */
  readonly aiSummaryWorker?: boolean;
  /** How long a person's profile and thanks must rest before their summary is made again. */
  readonly aiSummaryDebounceMs?: number;
  /**
   * An OpenAI-compatible chat-completions service that writes the summaries (`KIZUNA_AI_SUMMARY_URL`,
   * `_API_KEY`, `_MODEL`, `_API_VERSION` for Azure OpenAI, `_TIMEOUT_MS`). Absent: the embedded
   * extractive summariser.
   */
  readonly aiSummaryService?: ChatCompletionsConfig | null;
  /**
   * Where the Japan Meteorological Agency's earthquake reports come from (`KIZUNA_QUAKE_FEED`):
   * `jma` polls the JMA's Atom feed, an `http(s)://` address polls a feed of the same format there
   * (a mirror of `eqvol.xml` inside the company's network), a path reads the XML documents dropped
   * into that folder, empty turns it off. Absent: the folder `quake-inbox/` of the data folder.
   */
  readonly quakeFeed?: string | null;
  /**
   * Where Sansan's Open API answers (`KIZUNA_SANSAN_API_URL`), version included; the business-card
   * import of every tenant asks it. Default `https://api.sansan.com/v3.2`.
   */
  readonly sansanApiUrl?: string;
  /** How often the feed is read (`KIZUNA_QUAKE_POLL_MS`; 60 s for the JMA feed, 5 s for a folder). */
  readonly quakePollMs?: number;
  /**
   * The simulated site of the demo tenant (`KIZUNA_PLACES_SIMULATE`): `workingHours` (default)
   * moves the demo people's devices during the tenant's working hours, `always` at any hour and
   * lifts the working-hours rule of the maps (tests, demos), `off` not at all.
   */
  readonly placesSimulate?: PlacesSimulate;
  /**
   * What calls to servers a tenant or the operator configured may reach (`KIZUNA_OUTBOUND_ALLOW`,
   * `_ALLOW_HTTP`, `_MAX_BYTES`, `_CONNECT_TIMEOUT_MS`, `_TIMEOUT_MS`). Absent: public HTTPS only.
   */
  readonly outbound?: OutboundConfig;
  /**
   * Whether a tenant may sync from Active Directory over plain LDAP, unencrypted
   * (`KIZUNA_LDAP_ALLOW_PLAIN=1`). Absent: LDAPS or StartTLS only.
   */
  readonly ldapAllowPlain?: boolean;
  /**
   * A PEM file of the CA that signed the domain controllers' certificates (`KIZUNA_LDAP_CA_FILE`),
   * trusted besides the system's CAs. Absent: the system's CAs only.
   */
  readonly ldapCaFile?: string | null;
}

/** A profile edited in several saves gets one summary, half a minute after the last. */
export const DEFAULT_AI_SUMMARY_DEBOUNCE_MS = 30_000;

export const DEFAULT_MAIL_FROM = 'Kizuna <no-reply@kizuna.invalid>';

export type CookieSameSite = 'Lax' | 'None';

export type PlacesSimulate = 'off' | 'workingHours' | 'always';

const defaultAppDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/dist');
const defaultWidgetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../widgets/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parseNumber(env.PORT, 8080, 'PORT'),
    dataDir: path.resolve(env.KIZUNA_DATA_DIR || '.kizuna-data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseListenUrl: env.DATABASE_LISTEN_URL || null,
    nodeName: parseNodeName(env.KIZUNA_NODE_NAME),
    metricsToken: env.KIZUNA_METRICS_TOKEN || null,
    metricsAllowList: (env.KIZUNA_METRICS_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    appDir: env.KIZUNA_APP_DIR ? path.resolve(env.KIZUNA_APP_DIR) : defaultAppDir,
    widgetsDir: env.KIZUNA_WIDGETS_DIR ? path.resolve(env.KIZUNA_WIDGETS_DIR) : defaultWidgetsDir,
    sessionIdleMinutes: parseNumber(env.KIZUNA_SESSION_IDLE_MINUTES, 30, 'KIZUNA_SESSION_IDLE_MINUTES'),
    trustedProxyHops: Math.floor(parseNumber(env.KIZUNA_TRUST_PROXY, 0, 'KIZUNA_TRUST_PROXY')),
    apiRateLimits: {
      perKey: {
        perSecond: parseNumber(env.KIZUNA_API_KEY_RATE, 10, 'KIZUNA_API_KEY_RATE'),
        burst: parseNumber(env.KIZUNA_API_KEY_BURST, 50, 'KIZUNA_API_KEY_BURST'),
      },
      perTenant: {
        perSecond: parseNumber(env.KIZUNA_API_TENANT_RATE, 50, 'KIZUNA_API_TENANT_RATE'),
        burst: parseNumber(env.KIZUNA_API_TENANT_BURST, 200, 'KIZUNA_API_TENANT_BURST'),
      },
    },
    secureCookies: env.KIZUNA_SECURE_COOKIES === '1',
    cookieSameSite: parseCookieSameSite(env.KIZUNA_COOKIE_SAMESITE, env.KIZUNA_SECURE_COOKIES === '1'),
    embedOrigins: parseEmbedOrigins(env.KIZUNA_EMBED_ORIGINS),
    secretKey: env.KIZUNA_SECRET_KEY || null,
    tesseractPath: env.KIZUNA_TESSERACT === undefined ? 'tesseract' : env.KIZUNA_TESSERACT || null,
    smtpUrl: parseSmtpUrl(env.KIZUNA_SMTP_URL),
    mailFrom: env.KIZUNA_MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: env.KIZUNA_PUBLIC_URL ? new URL(env.KIZUNA_PUBLIC_URL).origin : null,
    aiSummaryWorker: env.KIZUNA_AI_SUMMARY_WORKER !== '0',
    aiSummaryDebounceMs: parseNumber(
      env.KIZUNA_AI_SUMMARY_DEBOUNCE_MS,
      DEFAULT_AI_SUMMARY_DEBOUNCE_MS,
      'KIZUNA_AI_SUMMARY_DEBOUNCE_MS',
    ),
    aiSummaryService: parseAiSummaryService(env),
    placesSimulate: parsePlacesSimulate(env.KIZUNA_PLACES_SIMULATE),
    outbound: outboundConfigFrom(env),
    ldapAllowPlain: env.KIZUNA_LDAP_ALLOW_PLAIN === '1',
    ldapCaFile: env.KIZUNA_LDAP_CA_FILE ? path.resolve(env.KIZUNA_LDAP_CA_FILE) : null,
    ...(env.KIZUNA_QUAKE_FEED === undefined ? {} : { quakeFeed: env.KIZUNA_QUAKE_FEED || null }),
    ...(env.KIZUNA_SANSAN_API_URL ? { sansanApiUrl: env.KIZUNA_SANSAN_API_URL.replace(/\/+$/, '') } : {}),
    ...(env.KIZUNA_QUAKE_POLL_MS
      ? { quakePollMs: Math.max(1000, parseNumber(env.KIZUNA_QUAKE_POLL_MS, 0, 'KIZUNA_QUAKE_POLL_MS')) }
      : {}),
    ...(env.KIZUNA_MAX_IN_FLIGHT
      ? {
          maxInFlight: Math.max(
            1,
            Math.floor(parseNumber(env.KIZUNA_MAX_IN_FLIGHT, 0, 'KIZUNA_MAX_IN_FLIGHT')),
          ),
        }
      : {}),
    ...(env.KIZUNA_MAX_QUEUED
      ? { maxQueued: Math.floor(parseNumber(env.KIZUNA_MAX_QUEUED, 0, 'KIZUNA_MAX_QUEUED')) }
      : {}),
    eventSocketsPerSession: Math.max(
      1,
      Math.floor(parseNumber(env.KIZUNA_EVENT_SOCKETS_PER_SESSION, 8, 'KIZUNA_EVENT_SOCKETS_PER_SESSION')),
    ),
    eventSocketsPerUser: Math.max(
      1,
      Math.floor(parseNumber(env.KIZUNA_EVENT_SOCKETS_PER_USER, 32, 'KIZUNA_EVENT_SOCKETS_PER_USER')),
    ),
  };
}

function parseCookieSameSite(value: string | undefined, secure: boolean): CookieSameSite {
  if (value === undefined || value === '' || value.toLowerCase() === 'lax') return 'Lax';
  if (value.toLowerCase() !== 'none')
    throw new Error(`KIZUNA_COOKIE_SAMESITE must be Lax or None, got "${value}"`);
  // Browsers drop SameSite=None cookies that are not Secure.
  if (!secure) throw new Error('KIZUNA_COOKIE_SAMESITE=None needs KIZUNA_SECURE_COOKIES=1 (HTTPS)');
  return 'None';
}

function parsePlacesSimulate(value: string | undefined): PlacesSimulate {
  if (value === undefined || value === '') return 'workingHours';
  if (value === 'off' || value === 'workingHours' || value === 'always') return value;
  throw new Error(`KIZUNA_PLACES_SIMULATE must be off, workingHours or always, got "${value}"`);
}

function parseNodeName(value: string | undefined): string | null {
  if (!value) return null;
  // It goes out as a header value: printable ASCII only, and short.
  if (!/^[\x21-\x7e]{1,64}$/.test(value))
    throw new Error(
      `KIZUNA_NODE_NAME must be 1-64 printable ASCII characters without spaces, got "${value}"`,
    );
  return value;
}

function parseNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('KIZUNA_SMTP_URL must be a URL such as smtp://user:password@mail.example.co.jp:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`KIZUNA_SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  return value;
}

function parseAiSummaryService(env: NodeJS.ProcessEnv): ChatCompletionsConfig | null {
  const baseUrl = env.KIZUNA_AI_SUMMARY_URL;
  if (!baseUrl) return null;
  const protocol = URL.canParse(baseUrl) ? new URL(baseUrl).protocol : null;
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error('KIZUNA_AI_SUMMARY_URL must be an http(s) URL such as https://example.openai.azure.com');
  if (!env.KIZUNA_AI_SUMMARY_API_KEY || !env.KIZUNA_AI_SUMMARY_MODEL)
    throw new Error('KIZUNA_AI_SUMMARY_URL needs KIZUNA_AI_SUMMARY_API_KEY and KIZUNA_AI_SUMMARY_MODEL');
  return {
    baseUrl,
    apiKey: env.KIZUNA_AI_SUMMARY_API_KEY,
    model: env.KIZUNA_AI_SUMMARY_MODEL,
    apiVersion: env.KIZUNA_AI_SUMMARY_API_VERSION || null,
    timeoutMs: parseNumber(env.KIZUNA_AI_SUMMARY_TIMEOUT_MS, 30_000, 'KIZUNA_AI_SUMMARY_TIMEOUT_MS'),
  };
}
