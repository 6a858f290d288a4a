import { ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';

export interface AdmissionLimits {
  /** Requests served at once; the rest wait in line. */
  readonly maxInFlight: number;
  /** Requests that may wait in line (first come, first served); beyond it they are turned away. */
  readonly maxQueued: number;
  /** A request that waited this long is turned away instead of being served late. */
  readonly maxQueueWaitMs: number;
  /** What `Retry-After` tells a turned-away client to wait, in seconds. */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxInFlight: 16,
  maxQueued: 64,
  maxQueueWaitMs: 1_000,
  retryAfterSeconds: 1,
};

export interface AdmissionControl {
  readonly middleware: MiddlewareHandler;
  /**
   * A slot for work that is no Hono request (an event socket's handshake): resolves to its
   * release once admitted, or to null when turned away (counted as shed).
   */
  acquire(): Promise<(() => void) | null>;
  readonly retryAfterSeconds: number;
  /** Requests being served and waiting now, and how many were turned away so far. */
  stats(): { inFlight: number; queued: number; shed: number };
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Admission control for the requests that reach the database. The database serves a bounded
 * number of statements at a time (the embedded one: one), so requests beyond that only wait; a
 * wait the client would give up on anyway is better refused at once, with `503` and
 * `Retry-After`, while the requests admitted are served in the order they came and in time.
 * Health endpoints and static files are not routed through it.
 */
export function createAdmissionControl(limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS): AdmissionControl {
  let inFlight = 0;
  let shed = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      // The slot passes straight to the longest waiter: nobody overtakes the line.
      clearTimeout(next.timer);
      next.admit();
    } else {
      inFlight--;
    }
  };

  const refuse = (c: Context) => {
    shed++;
    c.header('Retry-After', String(limits.retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    c.header(ERROR_CODE_HEADER, 'SERVER_BUSY');
    return c.json({ code: 'SERVER_BUSY', message: 'the server is busy; retry after a moment' }, 503);
  };

  const admit = async (): Promise<boolean> => {
    if (inFlight < limits.maxInFlight) {
      inFlight++;
      return true;
    }
    if (queue.length >= limits.maxQueued) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = { admit: () => resolve(true), timer: undefined };
      waiter.timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        resolve(false);
      }, limits.maxQueueWaitMs);
      queue.push(waiter);
    });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!(await admit())) return refuse(c);
    try {
      await next();
    } finally {
      release();
    }
  };

  return {
    middleware,
    async acquire() {
      if (await admit()) {
        let released = false;
        return () => {
          if (released) return;
          released = true;
          release();
        };
      }
      shed++;
      return null;
    },
    retryAfterSeconds: limits.retryAfterSeconds,
    stats: () => ({ inFlight, queued: queue.length, shed }),
  };
}
