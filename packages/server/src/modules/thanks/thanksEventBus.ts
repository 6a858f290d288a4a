import type { ThanksEventsMessage } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from '../calls/index.js';
import { loadCards, unseenCount } from './thanksStore.js';

export const THANKS_EVENTS_CHANNEL = 'kizuna_thanks';

/** What a NOTIFY of thanks carries: ids only. Every node reads the rows it names. */
export type ThanksNotice =
  | {
      readonly kind: 'card';
      readonly tenantId: number;
      readonly cardId: number;
      readonly userIds: readonly number[];
    }
  | { readonly kind: 'seen'; readonly tenantId: number; readonly userIds: readonly number[] };

/** Publishes the notice when the transaction `trx` commits. */
export async function publishThanksNotice(trx: Db, notice: ThanksNotice): Promise<void> {
  const bus = createNotifyEventBus({ db: trx, listen: () => Promise.reject(new Error('publish only')) });
  await bus.publish(THANKS_EVENTS_CHANNEL, notice, trx);
}

export function isThanksNotice(payload: unknown): payload is ThanksNotice {
  const notice = payload as Partial<ThanksNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.kind === 'string' &&
    typeof notice.tenantId === 'number' &&
    Array.isArray(notice.userIds)
  );
}

export interface ThanksDelivery {
  readonly userId: number;
  readonly message: ThanksEventsMessage;
}

/** The messages a notice makes for the users `wanted` (those with a socket on this node). */
export async function thanksDeliveries(
  db: Db,
  notice: ThanksNotice,
  wanted: (userId: number) => boolean,
  now: Date,
): Promise<ThanksDelivery[]> {
  const here = notice.userIds.filter(wanted);
  const deliveries: ThanksDelivery[] = [];
  for (const userId of here) {
    if (notice.kind === 'card') {
      const [card] = await loadCards(db, notice.tenantId, [notice.cardId], userId, now);
      if (card) deliveries.push({ userId, message: { type: 'thanksCardReceived', card } });
    }
    const count = await unseenCount(db, notice.tenantId, userId);
    deliveries.push({ userId, message: { type: 'thanksUnseenCount', count } });
  }
  return deliveries;
}
