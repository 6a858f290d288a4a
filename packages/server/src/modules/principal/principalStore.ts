import { DYNAMIC_COLUMN_TYPES, type DynamicColumnType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** The dynamic column types the tenant shows, in order. */
export async function viewColumnTypes(db: Db, tenantId: number): Promise<DynamicColumnType[]> {
  const rows = await selectTenantRows(db, 'tenant_view_columns', tenantId)
    .select('column_type')
    .orderBy('sort')
    .orderBy('column_type')
    .execute();
  return rows
    .map((row) => row.column_type)
    .filter((type): type is DynamicColumnType => (DYNAMIC_COLUMN_TYPES as readonly string[]).includes(type));
}

/** The person's adapter settings for the call manager: a CTI device is set (001 §6). */
export async function hasCucmDevice(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await selectTenantRows(db, 'call_cti_settings', tenantId)
    .select('device_name')
    .where('user_id', '=', userId)
    .where('phone_system', '=', 'CUCM')
    .executeTakeFirst();
  return Boolean(row?.device_name);
}
