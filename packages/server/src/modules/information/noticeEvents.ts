import type { NoticeEventsMessage } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from '../calls/index.js';

export const NOTICE_EVENTS_CHANNEL = 'kizuna_notices';

/** What a NOTIFY of notices carries: the tenant and the ids of the notices that changed. */
export interface NoticesNotice {
  readonly tenantId: number;
  readonly informationIds: readonly number[];
}

/** Publishes the notice when the transaction `trx` commits. */
export async function publishNoticesNotice(trx: Db, notice: NoticesNotice): Promise<void> {
  const bus = createNotifyEventBus({ db: trx, listen: () => Promise.reject(new Error('publish only')) });
  await bus.publish(NOTICE_EVENTS_CHANNEL, notice, trx);
}

export function isNoticesNotice(payload: unknown): payload is NoticesNotice {
  const notice = payload as Partial<NoticesNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.tenantId === 'number' &&
    Array.isArray(notice.informationIds)
  );
}

/** The socket message of a notice: the same for everyone of the tenant, ids only. */
export function noticesMessage(notice: NoticesNotice): NoticeEventsMessage {
  return { type: 'noticesChanged', informationIds: notice.informationIds };
}
