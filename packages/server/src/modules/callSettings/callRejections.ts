import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { normalizeDialNumber } from '../calls/index.js';
import { CallSettingsError } from './CallSettingsError.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Whose rejection list: the simulated PBX reads the same rows (`pbx_call_rejections`). */
export interface ListOwner {
  readonly tenantId: number;
  readonly userId: number;
}

/** Numbers are kept as the PBX compares them: dial characters only. */
export function rejectionKey(number: string): string {
  return normalizeDialNumber(number);
}

export async function countRejections(db: Db, owner: ListOwner): Promise<number> {
  const row = await selectTenantRows(db, 'pbx_call_rejections', owner.tenantId)
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', owner.userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Puts a number on the list, or changes the remarks of one already there. Answers whether it
 * was new; refuses a new number once the list holds `rejectionsMax`.
 */
export async function upsertRejection(
  db: Db,
  owner: ListOwner,
  number: string,
  remarks: string | undefined,
): Promise<{ id: number; created: boolean }> {
  const fromNumber = rejectionKey(number);
  const existing = await selectTenantRows(db, 'pbx_call_rejections', owner.tenantId)
    .select(['id', 'remarks'])
    .where('user_id', '=', owner.userId)
    .where('from_number', '=', fromNumber)
    .executeTakeFirst();
  if (existing) {
    if (remarks !== undefined && remarks !== existing.remarks)
      await db.updateTable('pbx_call_rejections').set({ remarks }).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  if ((await countRejections(db, owner)) >= CALL_SETTINGS_LIMITS.rejectionsMax)
    throw new CallSettingsError('CALL_REJECTION_LIMIT_EXCEEDED', 'the rejection list is full');
  const row = await db
    .insertInto('pbx_call_rejections')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      from_number: fromNumber,
      remarks: remarks ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
