import { serve, type ServerType } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from './app.js';
import { DEFAULT_AI_SUMMARY_DEBOUNCE_MS, DEFAULT_MAIL_FROM, type ServerConfig } from './config.js';
import { createDatabase, type Database } from './db/createDatabase.js';
import { migrate } from './db/migrate.js';
import { createAdmissionControl, DEFAULT_ADMISSION_LIMITS } from './http/admissionControl.js';
import { createReadiness } from './http/readiness.js';
import { attachCallEvents } from './http/websocketEvents.js';
import {
  chatCompletionsSummariser,
  extractiveSummariser,
  startAiSummaryWorker,
} from './modules/aiSummary/index.js';
import { purgeActionLog } from './modules/actionLog/index.js';
import { API_KEY_EXPIRY_CHECK_INTERVAL_MS, notifyExpiringApiKeys } from './modules/apiKeys/index.js';
import { createLocationSink, startSimulatedSite } from './modules/location/index.js';
import { quakeCheckStarter, quakeFeedFor, startQuakeWatch } from './modules/anpiQuake/index.js';
import { purgeStaleAttempts, purgeIdleSessions } from './modules/auth/index.js';
import { resumeImports, localUploadSpool, type UploadSpool } from './modules/contactImport/index.js';
import { ocrWorkerFor } from './modules/businessCards/index.js';
import { registerOperatorRoutes } from './modules/calls/index.js';
import { ensureSearchIndexFormat } from './modules/directorySearch/index.js';
import { ensurePhoneNumberIndex } from './modules/phoneLookup/index.js';
import { outboxFolderTransport, smtpTransport, startMailDelivery } from './modules/mail/index.js';
import { seedIfEmpty } from './seed/seedDemoData.js';

const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;
const ACTION_LOG_PURGE_INTERVAL_MS = 24 * 60 * 60_000;

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  readonly database: Database;
  /** Stops accepting connections, waits for open ones, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly config: ServerConfig;
  /** An open database to serve (tests); otherwise one is opened from the config and closed on close(). */
  readonly database?: Database;
  readonly seed?: boolean;
  readonly clock?: () => Date;
  readonly strictResponses?: boolean;
  readonly hostname?: string;
  readonly accessLog?: boolean;
  /** How often the events socket pings and checks the session (tests shorten it). */
  readonly eventsHeartbeatMs?: number;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const database =
    options.database ??
    (await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, worker: true }));
  const ownsDatabase = options.database === undefined;
  // The embedded database does not keep accepted import files: they wait in its data folder (a
  // temporary one when the database is in memory), and what a stopped server left is finished now.
  let uploadSpool: UploadSpool | null = null;
  try {
    await migrate(database.db);
    // An index written by an older version is rebuilt before the first search, not during it.
    await ensureSearchIndexFormat(database.db);
    await ensurePhoneNumberIndex(database.db);
    if (options.seed ?? true) await seedIfEmpty(database.db);
    if (database.engine === 'pglite') {
      uploadSpool = await localUploadSpool(config.dataDir ? path.join(config.dataDir, 'uploads') : null);
      await resumeImports(database.db, uploadSpool);
    }
  } catch (error) {
    await uploadSpool?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  // Migrations are done: from here the server is ready while its database answers.
  const readiness = createReadiness(database.db);
  readiness.start();
  const admission = createAdmissionControl({
    ...DEFAULT_ADMISSION_LIMITS,
    // The embedded database runs one statement at a time: more requests in flight only wait there,
    // out of reach of the line's bound on waiting.
    maxInFlight:
      config.maxInFlight ?? (database.engine === 'pglite' ? 8 : DEFAULT_ADMISSION_LIMITS.maxInFlight),
    maxQueued: config.maxQueued ?? DEFAULT_ADMISSION_LIMITS.maxQueued,
  });
  const app = createApp({
    db: database.db,
    config,
    readiness,
    admission,
    uploadSpool,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.strictResponses ? { strictResponses: true } : {}),
    ...(options.accessLog ? { accessLog: true } : {}),
  });
  // The embedded database belongs to this process: operator tasks come in with a token from its folder.
  const withdrawOperatorToken =
    database.engine === 'pglite' && config.dataDir
      ? await registerOperatorRoutes(app, { db: database.db, dataDir: config.dataDir })
      : null;
  const server = await new Promise<ServerType>((resolve, reject) => {
    const instance = serve(
      { fetch: app.fetch, port: config.port, hostname: options.hostname ?? '0.0.0.0' },
      () => resolve(instance),
    );
    instance.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const clock = options.clock ?? (() => new Date());
  const callEvents = await attachCallEvents(
    server as HttpServer,
    database,
    { db: database.db, config, clock },
    options.eventsHeartbeatMs === undefined ? {} : { heartbeatMs: options.eventsHeartbeatMs },
  );
  // Idle sessions and old failures are ignored on sight anyway; this keeps the tables small.
  const purge = setInterval(() => {
    Promise.all([
      purgeIdleSessions(database.db, clock(), config.sessionIdleMinutes),
      purgeStaleAttempts(database.db, clock()),
    ]).catch((error: unknown) => console.error('could not purge idle sessions:', error));
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  // The action log keeps 400 days (more than the year it must); older entries go once a day.
  const purgeLog = () =>
    purgeActionLog(database.db).catch((error: unknown) =>
      console.error('could not purge the action log:', error),
    );
  void purgeLog();
  const logPurge = setInterval(() => void purgeLog(), ACTION_LOG_PURGE_INTERVAL_MS);
  logPurge.unref();
  // Owners of API keys hear a week ahead that a key expires; each key once, whichever node sends it.
  const noticeExpiringKeys = () =>
    notifyExpiringApiKeys(database.db, clock(), config.publicUrl ?? null).catch((error: unknown) =>
      console.error('could not notify expiring API keys:', error),
    );
  void noticeExpiringKeys();
  const keyExpiry = setInterval(() => void noticeExpiringKeys(), API_KEY_EXPIRY_CHECK_INTERVAL_MS);
  keyExpiry.unref();
  // Card readings accepted before a restart are read now; the embedded database is this process's alone.
  const ocrWorker = ocrWorkerFor({ db: database.db, config, clock });
  await ocrWorker.start({ exclusive: database.engine === 'pglite' });
  // Queued mail is sent by every node; without an SMTP server it lands in the data folder's outbox.
  const mailDelivery = await startMailDelivery({
    database,
    transport: config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxFolderTransport(path.join(config.dataDir ?? path.join(os.tmpdir(), 'kizuna'), 'outbox')),
    from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    clock,
  });
  // Summaries are made here, never on the request path; the embedded summariser loads its
  // dictionary on the first summary it makes.
  const aiSummaryWorker =
    config.aiSummaryWorker === false
      ? null
      : await startAiSummaryWorker({
          database,
          summariser: config.aiSummaryService
            ? chatCompletionsSummariser(config.aiSummaryService)
            : extractiveSummariser(),
          debounceMs: config.aiSummaryDebounceMs ?? DEFAULT_AI_SUMMARY_DEBOUNCE_MS,
          clock,
        });
  // Earthquake reports (the JMA's feed, or a folder) may start safety checks; off where no feed is set.
  const logQuake = (message: string) => console.error(message);
  const quakeFeed = quakeFeedFor(config, logQuake);
  const quakeWatch = quakeFeed
    ? startQuakeWatch({
        db: database.db,
        feed: quakeFeed,
        intervalMs: config.quakePollMs ?? (config.quakeFeed === 'jma' ? 60_000 : 5_000),
        startCheck: quakeCheckStarter(config.publicUrl ?? null),
        clock,
        log: logQuake,
      })
    : null;
  // The demo tenant's simulated site moves its people's devices through the location sink.
  const simulatedSite =
    (config.placesSimulate ?? 'workingHours') === 'off'
      ? null
      : startSimulatedSite({
          db: database.db,
          sink: createLocationSink({ db: database.db, clock, simulate: config.placesSimulate }),
          clock,
          tenantCode: 'demo',
          simulate: config.placesSimulate,
          log: (message) => console.error(message),
        });
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://localhost:${port}`,
    database,
    close() {
      closing ??= (async () => {
        clearInterval(purge);
        clearInterval(logPurge);
        clearInterval(keyExpiry);
        readiness.stop();
        await withdrawOperatorToken?.();
        await callEvents.close();
        await ocrWorker.close();
        await mailDelivery.close();
        await aiSummaryWorker?.close();
        await quakeWatch?.close();
        await simulatedSite?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive connections would otherwise hold the close open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        if (ownsDatabase) await database.close();
        await uploadSpool?.close();
      })();
      return closing;
    },
  };
}
