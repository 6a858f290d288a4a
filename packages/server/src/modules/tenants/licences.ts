import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

type Executor = Pick<Db, 'selectFrom'>;

export interface LicenceUse {
  /** People the tenant holds: every account, enabled or not. */
  readonly used: number;
  /** How many the licence allows; null means no limit. */
  readonly licensed: number | null;
}

export async function licenceUse(db: Executor, tenantId: number): Promise<LicenceUse> {
  const row = await db
    .selectFrom('tenants')
    .select((eb) => [
      'licensed_users',
      eb
        .selectFrom('users')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('users.tenant_id', '=', 'tenants.id')
        .as('used'),
    ])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { used: Number(row.used ?? 0), licensed: row.licensed_users };
}

/**
 * Whether `adding` more people fit the tenant's licence, checked inside the transaction that adds
 * them: the tenant's row is locked first, so two additions at once are counted one after the other.
 */
export async function licenceRoomFor(
  trx: Executor,
  tenantId: number,
  adding: number,
): Promise<LicenceUse & { readonly fits: boolean }> {
  await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
  const use = await licenceUse(trx, tenantId);
  return { ...use, fits: adding <= 0 || use.licensed === null || use.used + adding <= use.licensed };
}
