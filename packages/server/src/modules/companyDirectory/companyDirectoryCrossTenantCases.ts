import type { Db } from '../../db/createDatabase.js';
import { companyCodeOf, companyKeyOf, divisionPathOf } from './companyKeys.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** The code and a division id of a company on `trial`'s cards (もりもり食品 in the seed). */
async function trialCompany(db: Db, trialId: number) {
  const contact = await selectTenantRows(db, 'external_contacts', trialId)
    .select(['company_name'])
    .where('company_name', '<>', '')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const lbcCode = companyCodeOf(trialId, companyKeyOf(contact.company_name));
  const [divisionId] = divisionPathOf(lbcCode, '営業部').ids;
  return { lbcCode, divisionId: divisionId as number };
}

const company: CrossTenantCase = async (db, trialId) => ({
  params: { lbcCode: (await trialCompany(db, trialId)).lbcCode },
});
const companyDivision: CrossTenantCase = async (db, trialId) => ({ params: await trialCompany(db, trialId) });
const companyWithDivisions: CrossTenantCase = async (db, trialId) => {
  const { lbcCode, divisionId } = await trialCompany(db, trialId);
  return { params: { lbcCode }, body: { divisionIds: [divisionId] } };
};
const companyContacts: CrossTenantCase = async (db, trialId) => {
  const { lbcCode, divisionId } = await trialCompany(db, trialId);
  return { params: { lbcCode }, body: { freeWord: '', divisionId } };
};

/** Codes of `trial`'s companies, named while signed in to `demo`, are companies that do not exist. */
export const COMPANY_DIRECTORY_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'companyDirectory.searchContacts': companyContacts,
  'companyDirectory.totalCount': companyContacts,
  'companyDirectory.detail': company,
  'companyDirectory.divisions': company,
  'companyDirectory.divisionChildren': companyDivision,
  'companyDirectory.info': company,
  'companyDirectory.trees': companyWithDivisions,
  'companyDirectory.treesContactsCount': companyWithDivisions,
};
