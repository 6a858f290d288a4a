import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { LocationSink, PositionReportResult } from '../location/index.js';
import { CmxFailure, fetchCmxPositions, type CmxFetchOptions } from './cmxLocation.js';
import { listCmxConnections, recordCmxPoll } from './locationVendorSettings.js';

export interface CmxPollDeps extends CmxFetchOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly locationSink: LocationSink;
  readonly clock: () => Date;
  readonly log?: (message: string) => void;
}

/** What one round did for one tenant. */
export interface CmxPollOutcome {
  readonly tenantId: number;
  readonly result: PositionReportResult | null;
  readonly error: string | null;
}

/**
 * Asks every tenant's CMX for its located clients once and hands them to the sink. A CMX that
 * fails is written down on its settings (the page shows it) and the others go on.
 */
export async function pollCmxOnce(deps: CmxPollDeps): Promise<CmxPollOutcome[]> {
  const outcomes: CmxPollOutcome[] = [];
  for (const connection of await listCmxConnections(deps.db, deps.config)) {
    const { tenantId } = connection;
    // The round's start, not its end: how long a failure took is not the tenant's to see.
    const startedAt = deps.clock();
    try {
      const { reports } = await fetchCmxPositions(connection, deps);
      const result = await deps.locationSink.report(tenantId, reports);
      await recordCmxPoll(deps.db, tenantId, startedAt, null);
      outcomes.push({ tenantId, result, error: null });
    } catch (error) {
      if (!(error instanceof CmxFailure)) throw error;
      deps.log?.(`CMX of tenant ${tenantId}: ${error.message}`);
      await recordCmxPoll(deps.db, tenantId, startedAt, error.reason);
      outcomes.push({ tenantId, result: null, error: error.reason });
    }
  }
  return outcomes;
}

/**
 * Polls every `intervalMs`, one round at a time (a slow CMX delays the next round, never doubles
 * it). Every node polls; the sink keeps the latest position, so a second node's round only repeats.
 */
export function startCmxPolling(deps: CmxPollDeps & { readonly intervalMs: number }): {
  close(): Promise<void>;
} {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = pollCmxOnce(deps).catch((error: unknown) => deps.log?.(`CMX polling failed: ${String(error)}`));
  };
  const timer = setInterval(() => {
    if (!stopped) void running.then(round);
  }, deps.intervalMs);
  timer.unref();
  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
