import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { adOperatorRules, AdFailure, type AdOperatorRules } from './adConnection.js';
import { loadAdConnection, nextRunOf } from './adSettings.js';
import { runAdSync, type AdSyncOutcome } from './runAdSync.js';

/** Longer than a sync of the largest directory takes, so a live run is never made twice at once. */
const LEASE_MS = 15 * 60_000;
/** Runs queued on another node, left by a node that stopped, or due by schedule: looked for this often. */
const SWEEP_MS = 15_000;
/** A run that stopped the server this many times is given up as a failure. */
const MAX_ATTEMPTS = 3;

export interface AdSyncWorker {
  /** Looks for queued runs now (after one was queued). */
  kick(): void;
  /** Stops taking runs; a run in progress finishes first. */
  close(): Promise<void>;
  /** Resolves when no run is queued or running here (tests). */
  idle(): Promise<void>;
}

const workers = new WeakMap<Db, AdSyncWorker>();

/** Kicks the AD worker of the database, if this process runs one; else the sweep finds the run. */
export function kickAdSync(db: Db): void {
  workers.get(db)?.kick();
}

/** The AD worker of the database in this process, if it runs one (tests). */
export function adSyncWorkerOf(db: Db): AdSyncWorker | undefined {
  return workers.get(db);
}

/** Queues the scheduled runs that are due, each tenant's once whichever node gets there first. */
async function queueScheduledRuns(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('ad_connections')
    .select(['tenant_id', 'schedule', 'daily_at', 'next_run_at'])
    .where('schedule', '<>', 'OFF')
    .where('next_run_at', '<=', now)
    .execute();
  let queued = 0;
  for (const row of due) {
    const tenantId = Number(row.tenant_id);
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('ad_connections')
        .set({ next_run_at: nextRunOf(row.schedule, row.daily_at, now) })
        .where('tenant_id', '=', tenantId)
        .where('next_run_at', '=', row.next_run_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      const busy = await trx
        .selectFrom('ad_sync_runs')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('state', 'in', ['QUEUED', 'RUNNING'])
        .executeTakeFirst();
      if (busy) return;
      await trx
        .insertInto('ad_sync_runs')
        .values({ tenant_id: tenantId, dry_run: false, trigger: 'SCHEDULE', created_at: now })
        .execute();
      queued += 1;
    });
  }
  return queued;
}

/**
 * Starts the AD sync worker of a server: runs a previous process left RUNNING are queued again
 * when this process owns the database (the embedded one), then queued runs are made one at a time
 * off the request path, and every 15 s the queue and the schedules are swept. On PostgreSQL a run
 * whose lease ran out is taken again by whichever node sweeps first.
 */
export async function startAdSyncWorker(
  deps: { db: Db; config: ServerConfig; clock: () => Date },
  options: { exclusive: boolean; sweepMs?: number },
): Promise<AdSyncWorker> {
  const { db, config, clock } = deps;
  let rules: AdOperatorRules | null = null;
  let closed = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function claim() {
    const now = clock();
    return db
      .updateTable('ad_sync_runs')
      .set((eb) => ({
        state: 'RUNNING',
        attempts: eb('attempts', '+', 1),
        lease_until: new Date(now.getTime() + LEASE_MS),
        started_at: now,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('ad_sync_runs')
          .select('id')
          .where((w) =>
            w.or([
              w('state', '=', 'QUEUED'),
              w.and([w('state', '=', 'RUNNING'), w('lease_until', '<', now)]),
            ]),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'tenant_id', 'dry_run', 'attempts'])
      .executeTakeFirst();
  }

  async function record(run: { id: number; attempts: number }, outcome: AdSyncOutcome): Promise<void> {
    const report = 'report' in outcome ? outcome.report : null;
    await db
      .updateTable('ad_sync_runs')
      .set({
        state: report ? 'DONE' : 'FAILED',
        problem: 'problem' in outcome ? outcome.problem : null,
        read_count: report?.read ?? 0,
        created: report?.created ?? 0,
        updated: report?.updated ?? 0,
        disabled: report?.disabled ?? 0,
        unchanged: report?.unchanged ?? 0,
        refused: report?.refused ?? 0,
        divisions_created: report?.divisionsCreated ?? 0,
        report: report
          ? JSON.stringify({
              added: report.added,
              changed: report.changed,
              disabledPeople: report.disabledPeople,
              refusedEntries: report.refusedEntries,
            })
          : null,
        lease_until: null,
        finished_at: clock(),
      })
      .where('id', '=', run.id)
      .where('state', '=', 'RUNNING')
      .where('attempts', '=', run.attempts)
      .execute();
  }

  async function work(claimed: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const run = { id: Number(claimed.id), attempts: claimed.attempts };
    if (claimed.attempts > MAX_ATTEMPTS) {
      await record(run, { problem: 'FAILURE' });
      return;
    }
    try {
      const tenantId = Number(claimed.tenant_id);
      const connection = await loadAdConnection(db, config, tenantId);
      if (!connection) {
        await record(run, { problem: 'NOT_SET' });
        return;
      }
      rules ??= adOperatorRules(config);
      const outcome = await runAdSync(db, { tenantId, connection, rules, dryRun: claimed.dry_run, clock });
      await record(run, outcome);
    } catch (error) {
      if (error instanceof AdFailure) {
        await record(run, {
          problem: error.message === 'LICENSE_LIMIT_EXCEEDED' ? error.message : error.reason,
        });
        return;
      }
      console.error(`Active Directory run ${run.id} failed:`, error);
      await record(run, { problem: 'FAILURE' });
    }
  }

  async function loop() {
    do {
      again = false;
      await queueScheduledRuns(db, clock());
      for (let run = await claim(); run && !closed; run = closed ? undefined : await claim()) {
        await work(run);
      }
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => {
        if (!closed) console.error('Active Directory worker stopped:', error);
      })
      .finally(() => {
        running = null;
      });
  }

  if (options.exclusive) {
    await db
      .updateTable('ad_sync_runs')
      .set({ state: 'QUEUED', lease_until: null })
      .where('state', '=', 'RUNNING')
      .execute();
  }
  const sweep = setInterval(kick, options.sweepMs ?? SWEEP_MS);
  sweep.unref();
  const worker: AdSyncWorker = {
    kick,
    async close() {
      closed = true;
      clearInterval(sweep);
      if (workers.get(db) === worker) workers.delete(db);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
  workers.set(db, worker);
  kick();
  return worker;
}
