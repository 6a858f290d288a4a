import type { TenantFeature } from '@kizuna/api-client/contract';
import type { Db } from '../src/db/createDatabase.js';

/**
 * Turns features on for a seeded tenant. The demo tenants have only the features whose pages are
 * built; a test of a server area beyond them (talk, thanks) turns its feature on first.
 */
export async function turnOnTenantFeatures(
  db: Db,
  tenantCode: string,
  features: readonly TenantFeature[],
): Promise<void> {
  const { id } = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', tenantCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tenant_features')
    .values(features.map((feature) => ({ tenant_id: id, feature })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
