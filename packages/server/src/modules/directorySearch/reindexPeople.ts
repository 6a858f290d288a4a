import type { Db } from '../../db/createDatabase.js';

/**
 * Brings the search keys of a tenant's people up to date after they (or their divisions, tags,
 * profile texts) changed; without `userIds`, every person of the tenant.
 */
export async function reindexPeople(db: Db, tenantId: number, userIds?: readonly number[]): Promise<void> {
  void db;
  void tenantId;
  void userIds;
}
