import type { Db } from '../../db/createDatabase.js';
import { type LineOwner } from './PhoneSystemAdapter.js';

/** The newest call that rang the owner's desk phone. */
export async function latestIncoming(db: Db, owner: LineOwner) {
  const row = await db
    .selectFrom('pbx_call_parties as p')
    .innerJoin('pbx_calls as c', 'c.id', 'p.call_id')
    .select(['c.id', 'c.created_at'])
    .select((eb) => eb.fn.coalesce('p.presented_from', 'c.from_number').as('from_number'))
    .where('p.tenant_id', '=', owner.tenantId)
    .where('c.tenant_id', '=', owner.tenantId)
    .where('p.user_id', '=', owner.userId)
    .where('p.role', '=', 'CALLEE')
    .where('p.via_mobile', '=', false)
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
