import type { ImportJobProblem } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { AdminActor } from '../actionLog/index.js';
import type { ImportJobKind } from './importJobTables.js';

/** Longer than an import of the largest file takes, so a live job is never run twice at once. */
const LEASE_MS = 5 * 60_000;
/** Jobs queued on another node, or left by a node that stopped, are looked for this often. */
const SWEEP_MS = 10_000;
/** A job that stopped the server this many times is given up as a failure. */
const MAX_ATTEMPTS = 3;

/** What an import ended with: its answer line by line, or why it read nothing. */
export type ImportJobOutcome =
  | {
      readonly result: {
        readonly applied: boolean;
        readonly created: number;
        readonly updated: number;
        readonly unchanged: number;
        readonly failed: number;
      };
    }
  | { readonly problem: ImportJobProblem };

/** A job as its runner gets it: the file, and the administrator who queued it as the actor. */
export interface ImportJobRun {
  readonly id: number;
  readonly actor: AdminActor;
  readonly bytes: Uint8Array;
  /** Records how many data lines the file has (before the import's transaction begins). */
  readonly reportLines: (count: number) => Promise<void>;
  /**
   * Records the outcome inside the import's own transaction, so the job is done exactly when its
   * changes are kept; throws (rolling the import back) when the job is no longer this run's.
   */
  readonly settle: (trx: Db, outcome: ImportJobOutcome) => Promise<void>;
}

/**
 * What a background import adds to an import function's run: `onRead` is told how many data
 * lines the file has before the import's transaction begins; `settle` runs inside that
 * transaction with the answer, just before it commits.
 */
export interface ImportHooks<R> {
  readonly onRead?: (lineCount: number) => Promise<void>;
  readonly settle?: (trx: Db, result: R) => Promise<void>;
}

/** Imports a job's file; answers the outcome (a whole-file problem need not call `settle`). */
export type ImportJobRunner = (db: Db, job: ImportJobRun) => Promise<ImportJobOutcome>;

export interface ImportJobWorker {
  /** Looks for queued jobs now (after a file was accepted). */
  kick(): void;
  /** Stops taking jobs; an import in progress finishes first. */
  close(): Promise<void>;
  /** Resolves when no job is queued or running here (tests). */
  idle(): Promise<void>;
}

/** The job was taken by another run (its lease ran out): this run's changes are rolled back. */
class JobLostError extends Error {}

const workers = new WeakMap<Db, ImportJobWorker>();

/** Kicks the import worker of the database, if this process runs one; else the sweep finds the job. */
export function kickImportJobs(db: Db): void {
  workers.get(db)?.kick();
}

/** The import worker of the database in this process, if it runs one (tests). */
export function importJobWorkerOf(db: Db): ImportJobWorker | undefined {
  return workers.get(db);
}

/**
 * Starts the import worker of a server: jobs a previous run left RUNNING are queued again when
 * this process owns the database (the embedded one; their transactions never committed), then
 * the queue is worked one job at a time and swept every 10 s. On PostgreSQL a job whose lease
 * ran out is taken again by whichever node sweeps first.
 */
export async function startImportJobWorker(
  deps: { db: Db; clock: () => Date },
  runners: Readonly<Record<ImportJobKind, ImportJobRunner>>,
  options: { exclusive: boolean },
): Promise<ImportJobWorker> {
  const { db, clock } = deps;
  let closed = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function claim() {
    const now = clock();
    return db
      .updateTable('admin_import_jobs')
      .set((eb) => ({
        state: 'RUNNING',
        attempts: eb('attempts', '+', 1),
        lease_until: new Date(now.getTime() + LEASE_MS),
        started_at: now,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('admin_import_jobs')
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
      .returning([
        'id',
        'tenant_id',
        'kind',
        'attempts',
        'created_by',
        'created_ip',
        sql<string | null>`encode(content, 'base64')`.as('content'),
      ])
      .executeTakeFirst();
  }

  /** Ends the job with its outcome, if it is still this run's; answers whether it was. */
  async function record(
    trx: Db,
    job: { id: number; attempts: number },
    outcome: ImportJobOutcome,
  ): Promise<boolean> {
    const counts =
      'result' in outcome
        ? {
            created: outcome.result.created,
            updated: outcome.result.updated,
            unchanged: outcome.result.unchanged,
            failed: outcome.result.failed,
          }
        : {};
    // A file whose every line is as stored already ends well too: there was nothing to change.
    const done = 'result' in outcome && outcome.result.failed === 0;
    const result = await trx
      .updateTable('admin_import_jobs')
      .set({
        ...counts,
        state: done ? 'DONE' : 'FAILED',
        problem: 'problem' in outcome ? outcome.problem : null,
        result: 'result' in outcome ? JSON.stringify(outcome.result) : null,
        content: null,
        lease_until: null,
        finished_at: clock(),
      })
      .where('id', '=', job.id)
      .where('state', '=', 'RUNNING')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function work(claimed: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const job = { id: Number(claimed.id), attempts: claimed.attempts };
    const runner = runners[claimed.kind];
    if (claimed.attempts > MAX_ATTEMPTS || claimed.content === null) {
      await record(db, job, { problem: 'FAILURE' });
      return;
    }
    let settled = false;
    const run: ImportJobRun = {
      id: job.id,
      actor: {
        tenantId: Number(claimed.tenant_id),
        userId: Number(claimed.created_by),
        ip: claimed.created_ip,
        now: clock(),
      },
      bytes: new Uint8Array(Buffer.from(claimed.content, 'base64')),
      reportLines: async (count) => {
        await db
          .updateTable('admin_import_jobs')
          .set({ line_count: count })
          .where('id', '=', job.id)
          .where('attempts', '=', job.attempts)
          .execute();
      },
      settle: async (trx, outcome) => {
        if (!(await record(trx, job, outcome))) throw new JobLostError(`import job ${job.id} was taken over`);
        settled = true;
      },
    };
    try {
      const outcome = await runner(db, run);
      if (!settled) await record(db, job, outcome);
    } catch (error) {
      if (error instanceof JobLostError) return;
      console.error(`import job ${job.id} failed:`, error);
      await record(db, job, { problem: 'FAILURE' });
    }
  }

  async function loop() {
    do {
      again = false;
      for (let job = await claim(); job && !closed; job = closed ? undefined : await claim()) {
        await work(job);
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
        if (!closed) console.error('import worker stopped:', error);
      })
      .finally(() => {
        running = null;
      });
  }

  if (options.exclusive) {
    await db
      .updateTable('admin_import_jobs')
      .set({ state: 'QUEUED', lease_until: null })
      .where('state', '=', 'RUNNING')
      .execute();
  }
  const sweep = setInterval(kick, SWEEP_MS);
  sweep.unref();
  const worker: ImportJobWorker = {
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
