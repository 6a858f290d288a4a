import type { DestinationEventsMessage } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from '../calls/index.js';

export const DESTINATION_EVENTS_CHANNEL = 'kizuna_destinations';

/** What a NOTIFY of destinations carries: the tenant and the people whose destination changed. */
export interface DestinationsNotice {
  readonly tenantId: number;
  readonly userIds: readonly number[];
}

/** Publishes the notice when the transaction `trx` commits. */
export async function publishDestinationsNotice(trx: Db, notice: DestinationsNotice): Promise<void> {
  const bus = createNotifyEventBus({ db: trx, listen: () => Promise.reject(new Error('publish only')) });
  await bus.publish(DESTINATION_EVENTS_CHANNEL, notice, trx);
}

export function isDestinationsNotice(payload: unknown): payload is DestinationsNotice {
  const notice = payload as Partial<DestinationsNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.tenantId === 'number' &&
    Array.isArray(notice.userIds)
  );
}

/** The socket message: the same for everyone of the tenant, ids only. */
export function destinationsMessage(notice: DestinationsNotice): DestinationEventsMessage {
  return { type: 'destinationsChanged', userIds: notice.userIds };
}
