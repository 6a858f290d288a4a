import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

async function trialDivision(db: Db, trialId: number): Promise<number> {
  const division = await selectTenantRows(db, 'divisions', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(division.id);
}

/** `trial` is not linked with `demo`: naming it, or its divisions, must look like naming nothing. */
export const GROUP_COMPANIES_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'groupCompanies.orgName': async (_db, trialId) => ({ params: { groupTenantId: trialId } }),
  'groupCompanies.divisions': async (_db, trialId) => ({ params: { groupTenantId: trialId } }),
  'groupCompanies.divisionChildren': async (db, trialId) => ({
    params: { groupTenantId: trialId, divisionId: await trialDivision(db, trialId) },
  }),
  'groupCompanies.partialTree': async (db, trialId) => ({
    params: { groupTenantId: trialId, divisionId: await trialDivision(db, trialId) },
  }),
  'groupCompanies.searchContacts': async (db, trialId) => ({
    params: { groupTenantId: trialId },
    body: { divisionIds: [await trialDivision(db, trialId)], freeWord: '' },
  }),
  'groupCompanyAdmin.unlink': async (_db, trialId) => ({ params: { groupTenantId: trialId } }),
  'groupCompanyAdmin.move': async (_db, trialId) => ({
    params: { groupTenantId: trialId },
    body: { direction: 'UP' },
  }),
};
