import type { Db } from '../src/db/createDatabase.js';
import { selectTenantRows } from '../src/db/tenantRows.js';

/** The id of a seeded tenant, by its code. */
export async function tenantIdOf(db: Db, code: string): Promise<number> {
  const tenants = db.selectFrom('tenants').select('id');
  return (await tenants.where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** The id of a seeded person of a tenant, by their account id. */
export async function userIdOf(db: Db, tenantId: number, accountId: string): Promise<number> {
  const users = selectTenantRows(db, 'users', tenantId).select('id');
  return (await users.where('account_id', '=', accountId).executeTakeFirstOrThrow()).id;
}
