import { sql } from 'kysely';
import { COMPANY_ADMIN_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';

/**
 * Deletes entries older than the retention (400 days, more than the year they must be kept);
 * answers how many. The table's trigger refuses to delete anything younger, so no caller can
 * shorten it. Runs daily on every node; a second run finds nothing.
 */
export async function purgeActionLog(db: Db): Promise<number> {
  const days = COMPANY_ADMIN_LIMITS.actionLogRetentionDays;
  const result = await db
    .deleteFrom('admin_action_log')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
