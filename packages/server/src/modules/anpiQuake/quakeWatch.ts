import path from 'node:path';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { enabledQuakeTriggers } from './anpiQuakeStore.js';
import {
  matchQuakeReport,
  parseJmaQuakeReport,
  type JmaQuakeReport,
  type QuakeMatch,
} from './jmaQuakeReport.js';
import { folderQuakeFeed, jmaAtomQuakeFeed, type QuakeDocument, type QuakeFeed } from './QuakeFeed.js';
import type { OutboundClient } from '../../outbound/index.js';

/** What an automatic start knows when it starts a check. */
export interface QuakeCheckRequest {
  readonly tenantId: number;
  readonly report: JmaQuakeReport;
  readonly match: QuakeMatch;
  readonly now: Date;
}

/**
 * Starts a real safety check for the whole company of the tenant; answers its id. Called once per
 * tenant and earthquake, after the earthquake is recorded for the tenant.
 */
export type StartQuakeCheck = (db: Db, request: QuakeCheckRequest) => Promise<number>;

export interface QuakeHandling {
  readonly db: Db;
  readonly startCheck: StartQuakeCheck;
  readonly clock: () => Date;
  readonly log: (message: string) => void;
}

/** The tenants a document started a check for; `failed` when it could not be read. */
export interface QuakeOutcome {
  readonly failed: boolean;
  readonly started: readonly { readonly tenantId: number; readonly checkId: number }[];
}

/**
 * Handles one JMA document: every tenant whose automatic start is on and whose threshold and
 * prefectures the report meets gets one check per earthquake (the EventID), whichever of the
 * earthquake's reports comes first and however many nodes read it.
 */
export async function handleQuakeDocument(
  handling: QuakeHandling,
  document: QuakeDocument,
): Promise<QuakeOutcome> {
  let report: JmaQuakeReport | null;
  try {
    report = parseJmaQuakeReport(document.xml);
  } catch (error) {
    handling.log(
      `JMA document ${document.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { failed: true, started: [] };
  }
  if (!report) return { failed: false, started: [] };
  const started: { tenantId: number; checkId: number }[] = [];
  for (const trigger of await enabledQuakeTriggers(handling.db)) {
    const match = matchQuakeReport(report, trigger);
    if (!match) continue;
    const now = handling.clock();
    // The row claims the earthquake for the tenant: of all the reports and nodes, one inserts it.
    const claimed = await handling.db
      .insertInto('anpi_quake_events')
      .values({
        tenant_id: trigger.tenantId,
        event_id: report.eventId,
        hypocenter: report.hypocenter,
        max_intensity: match.maxIntensity,
        prefectures: [...match.prefectures],
        started_at: now,
      })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!claimed) continue;
    let checkId: number;
    try {
      checkId = await handling.startCheck(handling.db, { tenantId: trigger.tenantId, report, match, now });
    } catch (error) {
      // Unclaimed again, so the earthquake's next report retries; the other tenants go on.
      await handling.db
        .deleteFrom('anpi_quake_events')
        .where('tenant_id', '=', trigger.tenantId)
        .where('event_id', '=', report.eventId)
        .execute();
      handling.log(
        `could not start a safety check for tenant ${trigger.tenantId} (earthquake ${report.eventId}): ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    await handling.db
      .updateTable('anpi_quake_events')
      .set({ check_id: checkId })
      .where('tenant_id', '=', trigger.tenantId)
      .where('event_id', '=', report.eventId)
      .execute();
    started.push({ tenantId: trigger.tenantId, checkId });
  }
  return { failed: false, started };
}

/** The feed the config names, or null when the automatic start is off on this node. */
export function quakeFeedFor(
  config: ServerConfig,
  log: (message: string) => void,
  outbound: OutboundClient,
): QuakeFeed | null {
  const source =
    config.quakeFeed === undefined
      ? config.dataDir
        ? path.join(config.dataDir, 'quake-inbox')
        : null
      : config.quakeFeed;
  if (!source) return null;
  if (source === 'jma') return jmaAtomQuakeFeed({ log, outbound });
  // A mirror of the JMA's feed (same Atom format, documents linked from it).
  if (/^https?:\/\//i.test(source)) return jmaAtomQuakeFeed({ url: source, log, outbound });
  return folderQuakeFeed(path.resolve(source));
}

export interface QuakeWatch {
  readonly feed: QuakeFeed;
  /** Reads the feed now and handles what came in (also what the timer does). */
  pollNow(): Promise<void>;
  close(): Promise<void>;
}

/** Reads the feed every `intervalMs` and handles each document, one poll at a time. */
export function startQuakeWatch(
  handling: QuakeHandling & { readonly feed: QuakeFeed; readonly intervalMs: number },
): QuakeWatch {
  const { feed } = handling;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const poll = async () => {
    for (const document of await feed.poll()) {
      const outcome = await handleQuakeDocument(handling, document);
      await feed.settle(document, outcome.failed ? 'failed' : 'done');
    }
  };
  const pollNow = () => {
    running = running
      .then(poll)
      .catch((error: unknown) =>
        handling.log(`earthquake feed: ${error instanceof Error ? error.message : String(error)}`),
      );
    return running;
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void pollNow().finally(() => (busy = false));
  }, handling.intervalMs);
  timer.unref();
  return {
    feed,
    pollNow,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
