import { useSyncExternalStore } from 'react';

/** Counts requests in flight; `begin()` when one starts, `end()` when it settles. */
export interface InFlightCounter {
  begin(): void;
  /** Never goes below zero, so an unmatched `end()` cannot hide a later request. */
  end(): void;
  /** Back to zero, e.g. after a page is torn down. */
  reset(): void;
  /**
   * A callback for a source that reports its own total in flight (such as the API client's
   * `onInFlightChange`); each change of that total is added to this counter, so several sources add up.
   */
  follow(): (total: number) => void;
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
}

export function createInFlightCounter(): InFlightCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    begin: () => set(count + 1),
    end: () => set(Math.max(0, count - 1)),
    reset: () => set(0),
    follow() {
      let last = 0;
      return (total) => {
        const next = Math.max(0, total);
        set(Math.max(0, count + next - last));
        last = next;
      };
    },
    getSnapshot: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page-wide counter that the app feeds from the API client's request hooks and that
 * `LoadingOverlay` reads by default.
 */
export const inFlightRequests: InFlightCounter = createInFlightCounter();

/** Marks the start of a request on the page-wide counter. */
export const begin = (): void => inFlightRequests.begin();
/** Marks the end of a request on the page-wide counter. */
export const end = (): void => inFlightRequests.end();

/** The number of requests in flight on `counter` (the page-wide one by default). */
export function useInFlightCount(counter: InFlightCounter = inFlightRequests): number {
  return useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
}
