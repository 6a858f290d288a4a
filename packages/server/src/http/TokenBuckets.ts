import type { RateLimit } from '../config.js';

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept at most; the least recently used goes first (a full bucket is as good as none). */
const MAX_BUCKETS = 100_000;

/**
 * Token buckets by name, in this process's memory: each name may spend `burst` calls at once and
 * gets `perSecond` back each second. On several nodes each keeps its own (docs/API.md says so).
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();

  constructor(readonly limit: RateLimit) {}

  /**
   * Spends one call of the name's bucket at `nowMs`: 0 when it may go, otherwise the milliseconds
   * until one call is back (nothing spent then).
   */
  take(name: string, nowMs: number): number {
    const { perSecond, burst } = this.limit;
    const kept = this.#buckets.get(name);
    const tokens = kept
      ? Math.min(burst, kept.tokens + (Math.max(0, nowMs - kept.at) / 1000) * perSecond)
      : burst;
    this.#buckets.delete(name);
    if (tokens < 1) {
      this.#buckets.set(name, { tokens, at: nowMs });
      return perSecond > 0 ? Math.ceil(((1 - tokens) / perSecond) * 1000) : 60_000;
    }
    this.#buckets.set(name, { tokens: tokens - 1, at: nowMs });
    if (this.#buckets.size > MAX_BUCKETS) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    return 0;
  }

  /** Gives back one call spent on the name: a call that turned out not to count against it. */
  giveBack(name: string): void {
    const kept = this.#buckets.get(name);
    if (kept) kept.tokens = Math.min(this.limit.burst, kept.tokens + 1);
  }
}
