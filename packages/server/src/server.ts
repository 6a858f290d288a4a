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
import { createMetrics } from './http/metrics.js';
import { createReadiness } from './http/readiness.js';
import { removeUnownedFiles } from './db/storedFiles.js';
import { createLogger, type Logger } from './http/requestLog.js';
import { attachCallEvents } from './http/websocketEvents.js';
import {
  chatCompletionsSummariser,
  extractiveSummariser,
  startAiSummaryWorker,
} from './modules/aiSummary/index.js';
import { purgeActionLog } from './modules/actionLog/index.js';
import { API_KEY_EXPIRY_CHECK_INTERVAL_MS, notifyExpiringApiKeys } from './modules/apiKeys/index.js';
import {
  createLocationSink,
  purgeOldPositions,
  startSimulatedSite,
  type LocationSink,
} from './modules/location/index.js';
import { quakeCheckStarter, quakeFeedFor, startQuakeWatch } from './modules/anpiQuake/index.js';
import { purgeStaleActionSlots, purgeStaleAttempts, purgeIdleSessions } from './modules/auth/index.js';
import { resumeImports, localUploadSpool, type UploadSpool } from './modules/contactImport/index.js';
import { ocrWorkerFor } from './modules/businessCards/index.js';
import { registerOperatorRoutes } from './modules/calls/index.js';
import { ensureSearchIndexFormat } from './modules/directorySearch/index.js';
import { runDivisionImportJob } from './modules/divisionAdmin/index.js';
import { startImportJobWorker } from './modules/importJobs/index.js';
import { purgeIdleOperatorSessions } from './modules/operatorConsole/index.js';
import { runUserImportJob } from './modules/userAdmin/index.js';
import { ensurePhoneNumberIndex } from './modules/phoneLookup/index.js';
import { startCmxPolling } from './modules/locationVendors/index.js';
import { startSansanImportWorker } from './modules/sansanImport/index.js';
import { startAdSyncWorker } from './modules/activeDirectory/index.js';
import { outboxFolderTransport, smtpTransport, startMailDelivery } from './modules/mail/index.js';
import { createOutboundClient } from './outbound/index.js';
import { seedIfEmpty } from './seed/seedDemoData.js';

const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;
const ACTION_LOG_PURGE_INTERVAL_MS = 24 * 60 * 60_000;
/** How often every tenant's CMX is asked for its clients. */
const CMX_POLL_INTERVAL_MS = 30_000;

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  readonly database: Database;
  /**
   * Graceful shutdown: `/readyz` answers 503, no new connection is accepted, event sockets close
   * with 1012 (reconnect elsewhere), requests in flight finish (for at most `drainMs`, then their
   * connections are cut), then the workers stop and the database closes.
   */
  close(options?: { readonly drainMs?: number }): Promise<void>;
}

/** How long a shutdown waits for the requests in flight. */
export const DEFAULT_DRAIN_MS = 20_000;

export interface StartOptions {
  readonly config: ServerConfig;
  /** An open database to serve (tests); otherwise one is opened from the config and closed on close(). */
  readonly database?: Database;
  readonly seed?: boolean;
  readonly clock?: () => Date;
  readonly strictResponses?: boolean;
  readonly hostname?: string;
  readonly accessLog?: boolean;
  /** Where the request log and notable events go (tests capture them); stdout otherwise. */
  readonly logger?: Logger;
  /** How often the events socket pings and checks the session (tests shorten it). */
  readonly eventsHeartbeatMs?: number;
  /** Where positions heard from location vendors go. */
  readonly locationSink?: LocationSink;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const database =
    options.database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl ?? null,
      dataDir: config.dataDir,
      worker: true,
    }));
  const ownsDatabase = options.database === undefined;
  // The embedded database does not keep accepted import files: they wait in its data folder (a
  // temporary one when the database is in memory), and what a stopped server left is finished now.
  let uploadSpool: UploadSpool | null = null;
  try {
    await migrate(database.db);
    // An index written by an older version is rebuilt before the first search, not during it.
    await ensureSearchIndexFormat(database.db);
    await ensurePhoneNumberIndex(database.db);
    // Files stored for uploads whose rows were never written (the server stopped in between).
    await removeUnownedFiles(database.db);
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
  const locationSink =
    options.locationSink ??
    createLocationSink({
      db: database.db,
      clock: options.clock ?? (() => new Date()),
      ...(config.placesSimulate ? { simulate: config.placesSimulate } : {}),
    });
  const logger = options.logger ?? (options.accessLog ? createLogger() : undefined);
  // The URLs the operator set in the environment are trusted as they are (private, or http:).
  const operatorHosts = [config.aiSummaryService?.baseUrl, config.quakeFeed, config.sansanApiUrl]
    .filter((value): value is string => !!value && /^https?:\/\//.test(value))
    .map((value) => new URL(value).hostname.replace(/^\[|\]$/g, ''));
  const outbound = createOutboundClient({
    ...(config.outbound ? { config: config.outbound } : {}),
    operatorHosts,
    log: (message) => console.error(message),
  });
  const metrics = createMetrics();
  metrics.sources.admission = () => admission.stats();
  if (database.poolStats) metrics.sources.databasePool = database.poolStats;
  const app = createApp({
    db: database.db,
    config,
    readiness,
    admission,
    metrics,
    ...(logger ? { logger } : {}),
    uploadSpool,
    locationSink,
    outbound,
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
  const httpServer = server as HttpServer;
  const port = (server.address() as AddressInfo).port;
  const clock = options.clock ?? (() => new Date());
  const callEvents = await attachCallEvents(
    server as HttpServer,
    database,
    { db: database.db, config, clock, outbound },
    {
      ...(options.eventsHeartbeatMs === undefined ? {} : { heartbeatMs: options.eventsHeartbeatMs }),
      onFanOutLag: (seconds) => metrics.observeFanOutLag(seconds),
      admission,
    },
  );
  metrics.sources.openSockets = () => callEvents.openSockets();
  // Idle sessions and old failures are ignored on sight anyway; this keeps the tables small.
  const purge = setInterval(() => {
    Promise.all([
      purgeIdleSessions(database.db, clock(), config.sessionIdleMinutes),
      purgeIdleOperatorSessions(database.db, clock(), config.sessionIdleMinutes),
      purgeStaleAttempts(database.db, clock()),
      purgeStaleActionSlots(database.db, clock(), config.actionLimits),
      // Latest positions go after 7 days even when no source reports for their tenant any more.
      purgeOldPositions(database.db, clock()),
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
  const ocrWorker = ocrWorkerFor({ db: database.db, config, clock, outbound });
  await ocrWorker.start({ exclusive: database.engine === 'pglite' });
  // Imports of people and divisions run here, off the request path; what a stopped run left is run again.
  const importJobs = await startImportJobWorker(
    { db: database.db, clock },
    { USERS: runUserImportJob, DIVISIONS: runDivisionImportJob },
    { exclusive: database.engine === 'pglite' },
  );
  // Business cards come in from Sansan here, off the request path; a run a stopped node left is run again.
  const sansanImport = await startSansanImportWorker(
    { db: database.db, config, outbound, clock },
    { exclusive: database.engine === 'pglite' },
  );
  // Active Directory syncs and previews run here, off the request path; scheduled ones are queued
  // by whichever node sweeps first, and a run a stopped node left is taken again when its lease ends.
  const adSync = await startAdSyncWorker(
    { db: database.db, config, clock },
    { exclusive: database.engine === 'pglite' },
  );
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
            ? chatCompletionsSummariser(config.aiSummaryService, outbound)
            : extractiveSummariser(),
          debounceMs: config.aiSummaryDebounceMs ?? DEFAULT_AI_SUMMARY_DEBOUNCE_MS,
          clock,
        });
  // Earthquake reports (the JMA's feed, or a folder) may start safety checks; off where no feed is set.
  const logQuake = (message: string) => console.error(message);
  const quakeFeed = quakeFeedFor(config, logQuake, outbound);
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
  // Tenants with a CMX set are asked for their clients' positions; the others cost nothing.
  const cmxPolling = startCmxPolling({
    db: database.db,
    config,
    outbound,
    locationSink,
    clock,
    intervalMs: CMX_POLL_INTERVAL_MS,
    log: (message) => console.error(message),
  });
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
    close({ drainMs = DEFAULT_DRAIN_MS } = {}) {
      closing ??= (async () => {
        const started = performance.now();
        logger?.log('info', 'shutdown', { phase: 'draining', drainMs });
        readiness.drain();
        clearInterval(purge);
        clearInterval(logPurge);
        clearInterval(keyExpiry);
        // No new connection from here; keep-alive connections close as soon as they are idle.
        const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        const idle = setInterval(() => httpServer.closeIdleConnections(), 50);
        httpServer.closeIdleConnections();
        await withdrawOperatorToken?.();
        await callEvents.close();
        let timer: NodeJS.Timeout | undefined;
        const drained = await Promise.race([
          stopped.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), drainMs);
          }),
        ]);
        clearTimeout(timer);
        clearInterval(idle);
        if (!drained) {
          // Requests still running past the bound are cut: the node is going away.
          httpServer.closeAllConnections();
          await stopped;
        }
        readiness.stop();
        await ocrWorker.close();
        await importJobs.close();
        await sansanImport.close();
        await adSync.close();
        await mailDelivery.close();
        await aiSummaryWorker?.close();
        await quakeWatch?.close();
        await cmxPolling.close();
        await simulatedSite?.stop();
        await outbound.close();
        if (ownsDatabase) await database.close();
        await uploadSpool?.close();
        logger?.log('info', 'shutdown', {
          phase: 'closed',
          drained,
          durationMs: Math.round(performance.now() - started),
        });
      })();
      return closing;
    },
  };
}
