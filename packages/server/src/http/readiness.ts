import { sql } from 'kysely';
import type { Db } from '../db/createDatabase.js';

export interface Readiness {
  /** Whether the database answered a probe lately; waits at most `timeoutMs` for a fresh one. */
  check(): Promise<{ ready: boolean; reason?: string }>;
  /** Probes the database now and then so `check` answers at once; `stop` ends it. */
  start(): void;
  stop(): void;
  /** The server is shutting down: from now on `check` answers not ready, so balancers move on. */
  drain(): void;
}

export interface ReadinessOptions {
  /** How long a probe may wait for the database before it counts as unreachable. */
  readonly timeoutMs?: number;
  /** How often the database is probed while the server runs. */
  readonly intervalMs?: number;
}

/**
 * Readiness of the server: migrations done (the server listens only after them) and the database
 * reachable. A probe (`select 1`) queues behind the statements of the requests being served, so
 * `/readyz` answers from the last probe, made every `intervalMs` in the background, and waits
 * (bounded) for a probe of its own only when that one is stale.
 */
export function createReadiness(db: Db, options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const intervalMs = options.intervalMs ?? 1_000;
  let lastSuccessAt = 0;
  let lastError: string | undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let draining = false;

  const probe = () => {
    running ??= (async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(db),
          new Promise((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        lastSuccessAt = performance.now();
        lastError = undefined;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
      } finally {
        clearTimeout(timeout);
        running = undefined;
      }
    })();
    return running;
  };

  const fresh = () => performance.now() - lastSuccessAt <= intervalMs * 3;

  return {
    async check() {
      if (draining) return { ready: false, reason: 'draining: the server is shutting down' };
      if (!fresh()) await probe();
      return fresh() ? { ready: true } : { ready: false, reason: `database: ${lastError ?? 'unreachable'}` };
    },
    start() {
      if (timer) return;
      void probe();
      timer = setInterval(() => void probe(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    drain() {
      draining = true;
    },
  };
}
