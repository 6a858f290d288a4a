import type { Database } from '../../db/createDatabase.js';
import {
  AI_SUMMARY_CHANNEL,
  claimDueSummaries,
  failSummaryJob,
  finishSummaryJob,
  lackOf,
  loadSummaryInput,
  nextDueAt,
  saveSummary,
  type ClaimedSummaryJob,
} from './aiSummaryStore.js';
import { SummariserError, type Summariser } from './Summariser.js';

/** Attempts before a request is dropped; the waits between them grow from 1 minute to 1 hour. */
export const AI_SUMMARY_MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3600_000;
/** How long a claimed person is left to the node summarising them before another may try. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
/** The longest sleep between looks at the queue (another node's requests come due unseen). */
const LONGEST_SLEEP_MS = 60_000;

/**
 * Makes one person's summary now and stores it: NOT_ENOUGH when their inputs say too little,
 * else what the summariser makes of them. Throws what the summariser throws, storing nothing.
 */
export async function summarisePerson(
  db: Database['db'],
  summariser: Summariser,
  tenantId: number,
  userId: number,
  at: Date,
): Promise<void> {
  const input = await loadSummaryInput(db, tenantId, userId);
  if (input === null) return;
  const lacking = lackOf(input);
  if (lacking !== null) return saveSummary(db, tenantId, userId, { state: 'NOT_ENOUGH', lacking }, at);
  const outcome = await summariser.summarise(input);
  await saveSummary(
    db,
    tenantId,
    userId,
    outcome.state === 'SUCCESS' && !outcome.summary
      ? { state: 'NOT_ENOUGH', lacking: 'PROFILE' }
      : { ...outcome, kind: summariser.kind, model: summariser.model },
    at,
  );
}

export interface AiSummaryWorkerOptions {
  readonly database: Pick<Database, 'db' | 'listen'>;
  readonly summariser: Summariser;
  /** How long a person's inputs must rest before their summary is made (`KIZUNA_AI_SUMMARY_DEBOUNCE_MS`). */
  readonly debounceMs: number;
  readonly clock?: () => Date;
  readonly log?: (line: string) => void;
}

export interface AiSummaryWorker {
  /** Makes the summaries that are due now; answers how many were made. */
  summariseDue(): Promise<number>;
  close(): Promise<void>;
}

function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The summary worker of one server node: wakes on every request (NOTIFY) and when the next one
 * comes due, claims due people and summarises them off the request path. Several nodes share the
 * queue; one that stops leaves what it claimed to the others after the lease.
 */
export async function startAiSummaryWorker(options: AiSummaryWorkerOptions): Promise<AiSummaryWorker> {
  const { database, summariser, debounceMs } = options;
  const { db } = database;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;
  let sleeper: NodeJS.Timeout | undefined;

  async function summarise(job: ClaimedSummaryJob): Promise<void> {
    try {
      await summarisePerson(db, summariser, job.tenantId, job.userId, clock());
      await finishSummaryJob(db, job);
    } catch (error) {
      const permanent = !(error instanceof SummariserError) || error.permanent;
      const last = permanent || job.attempts >= AI_SUMMARY_MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      const wait =
        error instanceof SummariserError && error.retryAfterMs !== null ? error.retryAfterMs : null;
      await failSummaryJob(
        db,
        job,
        reason,
        last ? null : new Date(clock().getTime() + Math.max(wait ?? 0, retryDelayMs(job.attempts))),
      );
      log(
        `ai summary of user ${job.userId} of tenant ${job.tenantId}: attempt ${job.attempts} failed${last ? ', given up' : ''}: ${reason}`,
      );
    }
  }

  async function pass(): Promise<number> {
    let made = 0;
    for (;;) {
      const batch = await claimDueSummaries(db, clock(), { debounceMs, limit: BATCH, leaseMs: LEASE_MS });
      for (const job of batch) {
        if (closed) break;
        await summarise(job);
        made += 1;
      }
      if (batch.length < BATCH || closed) return made;
    }
  }

  /** Sleeps until the next request comes due (or a while), unless woken before. */
  async function sleep(): Promise<void> {
    clearTimeout(sleeper);
    if (closed) return;
    const next = await nextDueAt(db, debounceMs);
    const wait = next ? Math.max(0, next.getTime() - clock().getTime()) : LONGEST_SLEEP_MS;
    sleeper = setTimeout(wake, Math.min(wait + 50, LONGEST_SLEEP_MS));
    sleeper.unref();
  }

  /** One pass at a time; a wake-up during a pass runs one more after it. */
  function summariseDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let made = 0;
      do {
        again = false;
        made += await pass();
      } while (again && !closed);
      await sleep();
      return made;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function wake() {
    if (!closed) summariseDue().catch((error: unknown) => log(`ai summaries failed: ${String(error)}`));
  }
  const unlisten = await database.listen(AI_SUMMARY_CHANNEL, wake);
  wake();

  return {
    summariseDue,
    async close() {
      closed = true;
      clearTimeout(sleeper);
      await unlisten();
      await running?.catch(() => 0);
    },
  };
}
