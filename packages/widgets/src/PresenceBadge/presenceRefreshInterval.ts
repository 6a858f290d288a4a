import type { KizunaClient } from '@kizuna/api-client';

/** Used when the server info cannot be read or names no presence interval. */
export const PRESENCE_FALLBACK_INTERVAL_MS = 60_000;

const intervals = new WeakMap<KizunaClient, Promise<number>>();

/**
 * How often presence is refreshed: the server's polling interval from the principal server info,
 * read once per client however many badges ask, else 60 s.
 */
export function presenceRefreshInterval(client: KizunaClient): Promise<number> {
  let interval = intervals.get(client);
  if (!interval) {
    interval = client.principal
      .serverInfo()
      .then((info) => info.pollingIntervals.presenceMs || PRESENCE_FALLBACK_INTERVAL_MS)
      .catch(() => {
        intervals.delete(client);
        return PRESENCE_FALLBACK_INTERVAL_MS;
      });
    intervals.set(client, interval);
  }
  return interval;
}
