import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string; callControlMode?: 'HIENG' }>;

/** A call on the line of a `trial` person: naming it from `demo` must look like no call at all. */
async function trialCall(db: Db, trialId: number): Promise<number> {
  const existing = await selectTenantRows(db, 'pbx_calls', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const user = await selectTenantRows(db, 'users', trialId)
    .select(['id', 'extension_num'])
    .where('extension_num', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const call = await db
    .insertInto('pbx_calls')
    .values({
      tenant_id: trialId,
      state: 'RINGING',
      from_number: '0312345678',
      to_number: user.extension_num!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('pbx_call_parties')
    .values([
      {
        tenant_id: trialId,
        call_id: call.id,
        user_id: null,
        number: '0312345678',
        role: 'CALLER',
        status: 'DIALING',
      },
      {
        tenant_id: trialId,
        call_id: call.id,
        user_id: user.id,
        number: user.extension_num!,
        role: 'CALLEE',
        status: 'RINGING',
      },
    ])
    .execute();
  return call.id;
}

const byQuery: CrossTenantCase = async (db, trialId) => ({
  query: `?callId=${await trialCall(db, trialId)}`,
});
/** The HIENG paths, asked by demo while it is a HIENG tenant (they answer no other). */
const byQueryOnHieng: CrossTenantCase = async (db, trialId) => ({
  ...(await byQuery(db, trialId)),
  callControlMode: 'HIENG',
});
const byBody: CrossTenantCase = async (db, trialId) => ({
  body: { destination: '1001', callId: await trialCall(db, trialId) },
});
/** A transfer names the own line (demoAdmin's extension) and the target (001 §5). */
const byTransferBody: CrossTenantCase = async (db, trialId) => ({
  body: { fromNumber: '1000', toNumber: '1001', callId: await trialCall(db, trialId) },
});

async function trialUser(db: Db, trialId: number): Promise<number> {
  const user = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** A history row of a `trial` person, in the given direction. */
async function trialHistory(db: Db, trialId: number, direction: 'INCOMING' | 'OUTGOING'): Promise<number> {
  const row = await db
    .insertInto('call_history')
    .values({
      tenant_id: trialId,
      user_id: await trialUser(db, trialId),
      direction,
      call_id: null,
      from_num: '0312345678',
      to_num: '2000',
      call_status: true,
      called_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function trialRejection(db: Db, trialId: number): Promise<number> {
  const row = await db
    .insertInto('pbx_call_rejections')
    .values({
      tenant_id: trialId,
      user_id: await trialUser(db, trialId),
      from_number: `0399${Date.now() % 1_000_000}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function trialImport(db: Db, trialId: number): Promise<number> {
  const row = await db
    .insertInto('call_rejection_imports')
    .values({
      tenant_id: trialId,
      user_id: await trialUser(db, trialId),
      file_name: 'trial.tsv',
      status: 'COMPLETED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function trialDialPickup(db: Db, trialId: number): Promise<number> {
  const existing = await selectTenantRows(db, 'dial_pickup_numbers', trialId).select('id').executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('dial_pickup_numbers')
    .values({ tenant_id: trialId, number: '1999', label: 'trial' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Cross-tenant cases of the call-control endpoints that take a call id. */
export const CALLS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'calls.answerCall': byQuery,
  'calls.holdCall': byQuery,
  'calls.unholdCall': byQuery,
  'calls.endCall': byQuery,
  'calls.pcPickup': byQuery,
  'calls.directTransfer': byTransferBody,
  'calls.consultTransfer': byTransferBody,
  'calls.consultConference': byBody,
  'calls.hiengAnswer': byQueryOnHieng,
  'calls.hiengEndCall': byQueryOnHieng,
  'calls.hiengHoldOn': byQueryOnHieng,
  'calls.hiengHoldOff': byQueryOnHieng,
  'calls.hiengCallPickup': byQueryOnHieng,
  'calls.hiengConferenceStart': byQueryOnHieng,
  'callHistory.deleteIncoming': async (db, trialId) => ({
    body: { callHistoryIds: [await trialHistory(db, trialId, 'INCOMING')] },
  }),
  'callHistory.deleteOutgoing': async (db, trialId) => ({
    body: { callHistoryIds: [await trialHistory(db, trialId, 'OUTGOING')] },
  }),
  'callSettings.updateRejection': async (db, trialId) => ({
    body: { callRejectionId: await trialRejection(db, trialId), fromNumber: '0311112222' },
  }),
  'callSettings.deleteRejections': async (db, trialId) => ({
    body: { callRejectionIds: [await trialRejection(db, trialId)] },
  }),
  'dialPickupAdmin.update': async (db, trialId) => ({
    params: { dialPickupId: await trialDialPickup(db, trialId) },
    body: { number: '1002', label: 'x' },
  }),
  'dialPickupAdmin.remove': async (db, trialId) => ({
    params: { dialPickupId: await trialDialPickup(db, trialId) },
  }),
  'callSettings.importResultDetails': async (db, trialId) => ({
    query: `?fileId=${await trialImport(db, trialId)}`,
  }),
};
