import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface ServerConfig {
  /** TCP port; 0 picks a free one. */
  readonly port: number;
  /** PGlite data folder; `null` keeps the database in memory (tests). */
  readonly dataDir: string | null;
  /** A PostgreSQL server instead of PGlite. */
  readonly databaseUrl: string | null;
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
  /** Mark cookies `Secure` (when served over HTTPS). */
  readonly secureCookies: boolean;
}

const defaultAppDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/dist');
const defaultWidgetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../widgets/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parseNumber(env.PORT, 8080, 'PORT'),
    dataDir: path.resolve(env.KIZUNA_DATA_DIR || '.kizuna-data'),
    databaseUrl: env.DATABASE_URL || null,
    appDir: env.KIZUNA_APP_DIR ? path.resolve(env.KIZUNA_APP_DIR) : defaultAppDir,
    widgetsDir: env.KIZUNA_WIDGETS_DIR ? path.resolve(env.KIZUNA_WIDGETS_DIR) : defaultWidgetsDir,
    sessionIdleMinutes: parseNumber(env.KIZUNA_SESSION_IDLE_MINUTES, 30, 'KIZUNA_SESSION_IDLE_MINUTES'),
    trustedProxyHops: Math.floor(parseNumber(env.KIZUNA_TRUST_PROXY, 0, 'KIZUNA_TRUST_PROXY')),
    secureCookies: env.KIZUNA_SECURE_COOKIES === '1',
  };
}

function parseNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}
