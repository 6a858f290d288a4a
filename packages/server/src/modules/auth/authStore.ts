import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export async function findTenantByCode(db: Db, code: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'ip_allow_list', 'password_allow_uid', 'suspended_at', 'store_sign_in_enabled'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** An enabled user who may sign in with the account id. */
export async function findLoginUser(db: Db, tenantId: number, accountId: string) {
  return selectTenantRows(db, 'users', tenantId)
    .select(['id', 'password_hash', 'password_change_reason'])
    .where('account_id', '=', accountId)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** The password the user signed in with no longer meets the policy: they must change it. */
export async function markPasswordOutOfPolicy(db: Db, userId: number) {
  await db.updateTable('users').set({ password_change_reason: 'POLICY' }).where('id', '=', userId).execute();
}

export async function savePassword(db: Db, tenantId: number, userId: number, passwordHash: string, at: Date) {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: at,
      password_change_reason: null,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute();
}
