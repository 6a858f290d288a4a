import type { AnpiEventsMessage } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AnpiScope } from '../anpiStatus/index.js';
import { createNotifyEventBus } from '../calls/index.js';

export const ANPI_EVENTS_CHANNEL = 'kizuna_anpi';

/** What a NOTIFY of answers carries: ids only. Every node reads whom a follower may see. */
export interface AnpiNotice {
  readonly tenantId: number;
  readonly checkId: number;
  readonly userIds: readonly number[];
}

/** Publishes the notice when the transaction `trx` commits (at once outside a transaction). */
export async function publishAnpiNotice(trx: Db, notice: AnpiNotice): Promise<void> {
  const bus = createNotifyEventBus({ db: trx, listen: () => Promise.reject(new Error('publish only')) });
  await bus.publish(ANPI_EVENTS_CHANNEL, notice, trx);
}

export function isAnpiNotice(payload: unknown): payload is AnpiNotice {
  const notice = payload as Partial<AnpiNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.tenantId === 'number' &&
    typeof notice.checkId === 'number' &&
    Array.isArray(notice.userIds)
  );
}

/**
 * The message each follower gets: everyone's ids for a company-wide follower, the ids of the
 * people of their divisions (as the check asked them) for a division manager, nothing otherwise.
 * The divisions are read once per notice, and only when a division manager is listening.
 */
export async function anpiMessagesFor(
  db: Db,
  notice: AnpiNotice,
  scopes: readonly AnpiScope[],
): Promise<(AnpiEventsMessage | null)[]> {
  let divisionOf: Map<number, number | null> | null = null;
  if (scopes.some((scope) => scope.kind === 'DIVISIONS') && notice.userIds.length > 0) {
    const rows = await db
      .selectFrom('anpi_check_targets')
      .select(['user_id', 'division_id'])
      .where('tenant_id', '=', notice.tenantId)
      .where('check_id', '=', notice.checkId)
      .where('user_id', 'in', [...notice.userIds])
      .execute();
    divisionOf = new Map(
      rows.map((row) => [Number(row.user_id), row.division_id === null ? null : Number(row.division_id)]),
    );
  }
  return scopes.map((scope) => {
    const userIds =
      scope.kind === 'COMPANY'
        ? notice.userIds
        : scope.kind === 'DIVISIONS'
          ? notice.userIds.filter((id) => {
              const division = divisionOf?.get(id);
              return division != null && scope.divisionIds.includes(division);
            })
          : [];
    return userIds.length > 0 ? { type: 'anpiAnswered', checkId: notice.checkId, userIds } : null;
  });
}
