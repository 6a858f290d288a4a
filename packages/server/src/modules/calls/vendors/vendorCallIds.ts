import type { Db } from '../../../db/createDatabase.js';
import { CallActionError } from '../CallActionError.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { selectTenantRows } from '../../../db/tenantRows.js';

/** The numeric id the API shows for a vendor's call id (Webex callId, Avaya call handle). */
export async function numericCallId(db: Db, owner: LineOwner, vendorCallId: string): Promise<number> {
  const row = await db
    .insertInto('vendor_calls')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, vendor_call_id: vendorCallId })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'vendor_call_id']).doUpdateSet({ vendor_call_id: vendorCallId }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function vendorCallId(db: Db, owner: LineOwner, callId: number): Promise<string> {
  const row = await selectTenantRows(db, 'vendor_calls', owner.tenantId, callId)
    .select('vendor_call_id')
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!row) throw new CallActionError('CALL_NOT_FOUND', `call ${callId} is not on the line`);
  return row.vendor_call_id;
}
