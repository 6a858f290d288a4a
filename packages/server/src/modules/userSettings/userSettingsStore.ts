import type { Insertable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export async function findSettings(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'user_settings', tenantId)
    .select([
      'login_dest_menu_type',
      'start_page',
      'internal_disp_type',
      'internal_division_ids',
      'confirm_before_calling',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the given settings of a user, making their row on the first save. */
export async function saveSettings(
  db: Db,
  tenantId: number,
  userId: number,
  values: Omit<Insertable<DatabaseSchema['user_settings']>, 'user_id' | 'tenant_id'>,
) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The divisions of the tenant among `ids`. */
export async function divisionsAmong(db: Db, tenantId: number, ids: readonly number[]) {
  return selectTenantRows(db, 'divisions', tenantId).select('id').where('id', 'in', ids).execute();
}
