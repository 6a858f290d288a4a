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

async function trialUser(db: Db, trialId: number): Promise<number> {
  const user = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(user.id);
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
  'groupCompanies.contact': async (db, trialId) => ({
    params: { groupTenantId: trialId, contactId: await trialUser(db, trialId) },
  }),
  // The internal-contact admin of `demo` names a division or person of `trial`.
  'internalContactAdmin.setDivision': async (db, trialId) => ({
    params: { divisionId: await trialDivision(db, trialId) },
    body: { shown: false },
  }),
  'internalContactAdmin.setUser': async (db, trialId) => ({
    params: { userId: await trialUser(db, trialId) },
    body: { shown: false },
  }),
  'groupCompanyAdmin.unlink': async (_db, trialId) => ({ params: { groupTenantId: trialId } }),
  'groupCompanyAdmin.move': async (_db, trialId) => ({
    params: { groupTenantId: trialId },
    body: { direction: 'UP' },
  }),
};
