import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** The push token of the user's device, when one is registered. */
export async function findFcmToken(db: Db, tenantId: number, userId: number): Promise<string | undefined> {
  const row = await selectTenantRows(db, 'fcm_tokens', tenantId)
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

export async function saveFcmToken(db: Db, tenantId: number, userId: number, token: string, at: Date) {
  await db
    .insertInto('fcm_tokens')
    .values({ user_id: userId, tenant_id: tenantId, token, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, updated_at: at }))
    .execute();
}

export async function deleteFcmToken(db: Db, tenantId: number, userId: number) {
  await db.deleteFrom('fcm_tokens').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
}
