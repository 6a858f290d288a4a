import { sql } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { OutboundClient } from '../../outbound/index.js';
import { recordAdminAction } from '../actionLog/index.js';
import { runSansanImport, SANSAN_ACTOR_LABEL, type SansanRunCounts } from './runSansanImport.js';

/** Longer than a page of cards with their images takes; renewed after every page. */
const LEASE_MS = 5 * 60_000;
/** Scheduled runs are made, and runs left by a stopped node looked for, this often. */
const SWEEP_MS = 30_000;
/** A run that stopped a server this many times is given up. */
const MAX_ATTEMPTS = 3;
const SCHEDULE_MS = { HOURLY: 60 * 60_000, DAILY: 24 * 60 * 60_000 } as const;

export interface SansanImportWorker {
  kick(): void;
  close(): Promise<void>;
  /** Resolves when no run is queued or running here (tests). */
  idle(): Promise<void>;
}

const workers = new WeakMap<Db, SansanImportWorker>();

/** Wakes this process's worker after a run was queued; otherwise the next sweep finds it. */
export function kickSansanImport(db: Db): void {
  workers.get(db)?.kick();
}

export function sansanImportWorkerOf(db: Db): SansanImportWorker | undefined {
  return workers.get(db);
}

/**
 * Queues a run for every tenant whose schedule is due (its last run began an hour or a day ago)
 * and that has none queued or running. Each tenant's due run is made by one statement, so two
 * nodes sweeping at once make it once.
 */
export async function queueScheduledRuns(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const [schedule, ms] of Object.entries(SCHEDULE_MS)) {
    const since = new Date(now.getTime() - ms);
    const result = await sql`
      insert into sansan_import_runs (tenant_id, created_at)
      select s.tenant_id, ${now} from sansan_import_settings s
      join tenant_features f on f.tenant_id = s.tenant_id and f.feature = 'SANSAN'
      where s.schedule = ${schedule} and s.folder_id is not null
        and not exists (select 1 from sansan_import_runs r where r.tenant_id = s.tenant_id
          and (r.state in ('QUEUED', 'RUNNING') or r.created_at > ${since}))
    `.execute(db);
    queued += Number(result.numAffectedRows ?? 0);
  }
  return queued;
}

/**
 * The business-card import worker of a server: runs are taken one at a time off the request
 * path; a run a stopped node left is taken again once its lease runs out (at once on the embedded
 * database, which is this process's alone).
 */
export async function startSansanImportWorker(
  deps: {
    db: Db;
    config: ServerConfig;
    outbound: OutboundClient;
    clock: () => Date;
    sleep?: (ms: number) => Promise<void>;
  },
  options: { exclusive: boolean; sweepMs?: number },
): Promise<SansanImportWorker> {
  const { db, clock } = deps;
  let closed = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function claim() {
    const now = clock();
    return db
      .updateTable('sansan_import_runs')
      .set((eb) => ({
        state: 'RUNNING',
        attempts: eb('attempts', '+', 1),
        lease_until: new Date(now.getTime() + LEASE_MS),
        started_at: now,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sansan_import_runs')
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
      .returning(['id', 'tenant_id', 'attempts', 'started_by', 'started_ip'])
      .executeTakeFirst();
  }

  async function work(claimed: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const runId = Number(claimed.id);
    const tenantId = Number(claimed.tenant_id);
    const mine = (query: ReturnType<typeof update>) =>
      query.where('id', '=', runId).where('state', '=', 'RUNNING').where('attempts', '=', claimed.attempts);
    const update = () => db.updateTable('sansan_import_runs');
    const progress = async (counts: SansanRunCounts) => {
      await mine(update().set({ ...counts, lease_until: new Date(clock().getTime() + LEASE_MS) })).execute();
    };
    const finish = async (trx: Db, counts: SansanRunCounts, failure: string | null) => {
      const result = await trx
        .updateTable('sansan_import_runs')
        .set({
          ...counts,
          failure,
          state: failure ? 'FAILED' : 'DONE',
          lease_until: null,
          finished_at: clock(),
        })
        .where('id', '=', runId)
        .where('state', '=', 'RUNNING')
        .where('attempts', '=', claimed.attempts)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return;
      await recordAdminAction(trx, {
        tenantId,
        actorUserId: null,
        actorLabel: SANSAN_ACTOR_LABEL,
        ip: claimed.started_ip,
        at: clock(),
        action: 'sansanImport.run',
        target: `sansanImportRun:${runId}`,
        before: null,
        after: { ...counts, failure },
      });
    };
    const empty = { added: 0, updated: 0, skipped: 0, refused: 0 };
    if (claimed.attempts > MAX_ATTEMPTS) {
      await finish(db, empty, 'REFUSED');
      return;
    }
    try {
      const outcome = await runSansanImport(deps, tenantId, runId, progress);
      await db.transaction().execute(async (trx) => {
        if ('importedUpTo' in outcome)
          await trx
            .updateTable('sansan_import_settings')
            .set({ imported_up_to: outcome.importedUpTo })
            .where('tenant_id', '=', tenantId)
            .execute();
        await finish(trx, outcome.counts, 'failure' in outcome ? outcome.failure : null);
      });
    } catch (error) {
      console.error(`business-card import run ${runId} failed:`, error);
      await finish(db, empty, 'REFUSED');
    }
  }

  async function loop() {
    do {
      again = false;
      await queueScheduledRuns(db, clock());
      for (let run = await claim(); run && !closed; run = closed ? undefined : await claim()) await work(run);
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
        if (!closed) console.error('business-card import worker stopped:', error);
      })
      .finally(() => {
        running = null;
      });
  }

  if (options.exclusive)
    await db
      .updateTable('sansan_import_runs')
      .set({ state: 'QUEUED', lease_until: null })
      .where('state', '=', 'RUNNING')
      .execute();
  const sweep = setInterval(kick, options.sweepMs ?? SWEEP_MS);
  sweep.unref();
  const worker: SansanImportWorker = {
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
