import type { CallHistoryItem, contract } from '@kizuna/api-client/contract';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { matchCallersAndRejections, type CallerViewer } from '../calls/index.js';
import { requireExtension, rejectionKey, upsertRejection } from '../callSettings/index.js';
import type { Principal } from '../principal/index.js';
import { CallHistoryError } from './CallHistoryError.js';
import { deleteHistoryRows, historyPage, type Direction } from './callHistoryStore.js';

/**
 * One page of the own history in one direction, newest first. Each row names the other party as
 * the directory and the user's readable contacts know that number now (not when the call was made).
 */
async function listHistory(
  principal: Principal,
  deps: AppDeps,
  direction: Direction,
  page: number,
  size: number,
) {
  const tenantId = principal.tenant.id;
  const owner = { tenantId, userId: principal.user.id };
  const offset = (page - 1) * size;
  const { rows, totalCount } = await historyPage(deps.db, owner, direction, { limit: size, offset });
  const viewer: CallerViewer = { userId: owner.userId, userRoles: principal.userRoles };
  const partyOf = (row: { from_num: string; to_num: string }) =>
    direction === 'INCOMING' ? row.from_num : row.to_num;
  // The rejection list is read with the matching: rejectionKey is the same normalisation.
  const { matches, rejected } = await matchCallersAndRejections(
    deps.db,
    tenantId,
    [...new Set(rows.map(partyOf))],
    viewer,
    owner.userId,
  );
  const items: CallHistoryItem[] = rows.map((row) => {
    const partyNum = partyOf(row);
    const match = matches.get(partyNum)!;
    return {
      callHistoryId: row.id,
      callId: row.call_id,
      fromNum: row.from_num,
      toNum: row.to_num,
      partyNum,
      callStatus: row.call_status,
      calledTime: new Date(row.called_at).toISOString(),
      contactType: match.contactType,
      contactId: match.contactId,
      extendType: match.contactType === 'TENANT_PHONE_NUMBER' ? 'TENANT_PHONE_NUMBER' : null,
      userId: match.userId,
      fullname: match.fullname,
      fullnameKana: match.kana,
      companyName: match.companyName,
      divisionName: match.divisionNames[0] ?? null,
      rejected: rejected.has(rejectionKey(partyNum)),
    };
  });
  return {
    items,
    totalCount,
    size,
    offset,
    page,
    hasNext: offset + items.length < totalCount,
    hasPrevious: page > 1,
  };
}

/** Deletes own rows of one direction; any id that is not one of them deletes nothing (404). */
async function deleteHistory(principal: Principal, deps: AppDeps, direction: Direction, ids: number[]) {
  const unique = [...new Set(ids)];
  return deps.db.transaction().execute(async (tx) => {
    const count = await deleteHistoryRows(
      tx,
      { tenantId: principal.tenant.id, userId: principal.user.id },
      direction,
      unique,
    );
    if (count !== unique.length)
      throw new CallHistoryError('CALL_HISTORY_NOT_FOUND', 'a row is not in the own history');
    return { count };
  });
}

export const callHistoryHandlers: AreaHandlers<typeof contract.callHistory> = {
  async incoming({ principal, deps, input }) {
    return listHistory(principal, deps, 'INCOMING', input.query.page, input.query.size);
  },
  async outgoing({ principal, deps, input }) {
    return listHistory(principal, deps, 'OUTGOING', input.query.page, input.query.size);
  },
  async deleteIncoming({ principal, deps, input }) {
    return deleteHistory(principal, deps, 'INCOMING', input.body.callHistoryIds);
  },
  async deleteOutgoing({ principal, deps, input }) {
    return deleteHistory(principal, deps, 'OUTGOING', input.body.callHistoryIds);
  },
  async addCallRejections({ principal, deps, input }) {
    requireExtension(principal);
    const owner = { tenantId: principal.tenant.id, userId: principal.user.id };
    const { id, created } = await upsertRejection(
      deps.db,
      owner,
      input.body.rejectionNum,
      input.body.remarks,
    );
    return { callRejectionId: id, created };
  },
};
