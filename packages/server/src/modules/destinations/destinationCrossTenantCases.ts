import type { Db } from '../../db/createDatabase.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A destination of the trial tenant, made for the case. */
async function trialDestination(db: Db, trialId: number): Promise<number> {
  const row = await db
    .insertInto('destinations')
    .values({ tenant_id: trialId, name: '倉庫', color: 'BROWN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function trialPerson(db: Db, trialId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', trialId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Destination calls with the trial tenant's ids, made signed in to the demo tenant. */
export const DESTINATIONS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'userDest.setCustom': async (db, trialId) => ({ params: { destId: await trialDestination(db, trialId) } }),
  'userDest.statuses': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'destinationAdmin.update': async (db, trialId) => ({
    params: { destId: await trialDestination(db, trialId) },
    body: { destName: '変更', color: 'BLUE' },
  }),
  'destinationAdmin.remove': async (db, trialId) => ({
    params: { destId: await trialDestination(db, trialId) },
  }),
  'destinationAdmin.reorder': async (db, trialId) => ({
    body: { destIds: [await trialDestination(db, trialId)] },
  }),
};
