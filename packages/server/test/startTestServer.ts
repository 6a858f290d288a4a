import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCookieJar, createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { loadConfig, type ServerConfig } from '../src/config.js';
import type { Db } from '../src/db/createDatabase.js';
import type { Logger } from '../src/http/requestLog.js';
import { startServer } from '../src/server.js';
import { createTestDatabase } from './createTestDatabase.js';
import { LOOPBACK_OUTBOUND_ENV } from './loopbackOutbound.js';

export const DEMO_ACCOUNTS = {
  demoAdmin: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' },
  demoUser: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
  trialAdmin: { tenantCode: 'trial', accountId: 'admin', password: 'Kizuna-Admin1' },
  /** Of the group company linked with demo; its tenant has no company search. */
  logisticsAdmin: { tenantCode: 'kizuna-logistics', accountId: 'admin', password: 'Kizuna-Admin1' },
} as const;

export type AccountName = keyof typeof DEMO_ACCOUNTS;

export interface TestServer {
  readonly url: string;
  readonly db: Db;
  readonly config: ServerConfig;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): void;
  /** A client with its own cookie jar (one browser). */
  client(): KizunaClient;
  /** A client signed in as one of the demo accounts. */
  signIn(
    account: AccountName | { tenantCode: string; accountId: string; password: string },
  ): Promise<KizunaClient>;
  /** Raw cookies and XSRF token of a fresh session, for requests the client would never send. */
  rawSession(account: AccountName): Promise<{ cookie: string; xsrf: string }>;
  close(): Promise<void>;
}

/**
 * The real server on port 0 over a fresh, seeded database, with a clock the test can move. With a
 * `dataDir` (PGlite) the database lives in that folder, which outlasts close(): a server started
 * again on it is the same server restarted. `accessLog` logs each request as `kizuna start` does.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { readonly accessLog?: boolean; readonly logger?: Logger } = {},
): Promise<TestServer> {
  const database = await createTestDatabase({ seeded: true, dataDir: overrides.dataDir ?? null });
  const appDir = await mkdtemp(path.join(tmpdir(), 'kizuna-app-'));
  await writeFile(
    path.join(appDir, 'index.html'),
    '<!doctype html><title>Kizuna</title><div id="root"></div>',
  );
  let offsetMs = 0;
  const config: ServerConfig = {
    // The fake vendor servers are on loopback: allowed the way an operator would allow them.
    ...loadConfig(LOOPBACK_OUTBOUND_ENV),
    port: 0,
    dataDir: null,
    databaseUrl: null,
    appDir,
    // Tests that read summaries made in the background turn the worker on.
    aiSummaryWorker: false,
    // Tests of the simulated site turn it on.
    placesSimulate: 'off',
    ...overrides,
  };
  const server = await startServer({
    config,
    database,
    clock: () => new Date(Date.now() + offsetMs),
    strictResponses: true,
    hostname: '127.0.0.1',
    ...(options.accessLog ? { accessLog: true } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const url = `http://127.0.0.1:${server.port}`;

  const client = () => createKizunaClient({ baseURL: url, cookieJar: createCookieJar() });

  async function signIn(account: AccountName | { tenantCode: string; accountId: string; password: string }) {
    const body = typeof account === 'string' ? DEMO_ACCOUNTS[account] : account;
    const signedIn = client();
    await signedIn.auth.xsrf();
    await signedIn.auth.login({ body });
    return signedIn;
  }

  async function rawSession(account: AccountName) {
    const first = await fetch(`${url}/api/browser/auth/xsrf`);
    const xsrf = cookieValue(first, 'XSRF-TOKEN');
    const login = await fetch(`${url}/api/browser/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify(DEMO_ACCOUNTS[account]),
    });
    if (login.status !== 204) throw new Error(`sign-in as ${account} answered ${login.status}`);
    // Signing in replaces the pre-session token with the session's own.
    const sessionXsrf = cookieValue(login, 'XSRF-TOKEN');
    return {
      cookie: `XSRF-TOKEN=${sessionXsrf}; KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}`,
      xsrf: sessionXsrf,
    };
  }

  return {
    url,
    db: database.db,
    config,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    client,
    signIn,
    rawSession,
    async close() {
      await server.close();
      await database.close();
      await rm(appDir, { recursive: true, force: true });
    },
  };
}

export function cookieValue(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator) === name) return decodeURIComponent(pair.slice(separator + 1));
  }
  throw new Error(`no ${name} cookie in the answer`);
}
