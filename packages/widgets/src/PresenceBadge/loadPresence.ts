import type { KizunaClient } from '@kizuna/api-client';
import { PRESENCE_LIMITS } from '@kizuna/api-client';
import type { PresenceStatus } from './presenceStatus';
import { toPresenceStatus } from './presenceStatus';

interface Waiter {
  resolve: (status: PresenceStatus) => void;
}

interface Batch {
  waiters: Map<number, Waiter[]>;
}

const batches = new WeakMap<KizunaClient, Batch>();

/** Requests of the same tick go out as one call, so a page with fifty badges makes one request. */
async function flush(client: KizunaClient, batch: Batch) {
  batches.delete(client);
  const userIds = [...batch.waiters.keys()];
  for (let start = 0; start < userIds.length; start += PRESENCE_LIMITS.userIdsMax) {
    const chunk = userIds.slice(start, start + PRESENCE_LIMITS.userIdsMax);
    let answered = new Map<number, PresenceStatus>();
    try {
      const { items } = await client.presence.statuses({ body: { userIds: chunk } });
      answered = new Map(items.map((item) => [item.userId, toPresenceStatus(item.status)]));
    } catch {
      // Presence failures show UNKNOWN, silently (spec 001 §8).
    }
    for (const userId of chunk)
      for (const waiter of batch.waiters.get(userId) ?? []) waiter.resolve(answered.get(userId) ?? 'UNKNOWN');
  }
}

/**
 * One person's presence. Never fails: any error reads as UNKNOWN. An aborted wait answers UNKNOWN
 * at once and leaves the shared request to the others.
 */
export function loadPresence(
  client: KizunaClient,
  userId: number,
  signal?: AbortSignal,
): Promise<PresenceStatus> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve('UNKNOWN');
    let batch = batches.get(client);
    if (!batch) {
      const created: Batch = { waiters: new Map() };
      batches.set(client, created);
      setTimeout(() => void flush(client, created), 0);
      batch = created;
    }
    const waiters = batch.waiters.get(userId) ?? [];
    waiters.push({ resolve });
    batch.waiters.set(userId, waiters);
    signal?.addEventListener('abort', () => resolve('UNKNOWN'), { once: true });
  });
}

/** Several people's presence in one call (chunked by the per-call maximum). */
export function loadPresences(
  client: KizunaClient,
  userIds: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, PresenceStatus>> {
  return Promise.all(userIds.map((userId) => loadPresence(client, userId, signal))).then(
    (statuses) => new Map(userIds.map((userId, index) => [userId, statuses[index] ?? 'UNKNOWN'])),
  );
}
