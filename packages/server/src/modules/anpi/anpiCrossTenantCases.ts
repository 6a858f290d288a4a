import type { Db } from '../../db/createDatabase.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A check of a tenant asking its first two people, made the first time it is needed. */
async function checkOf(db: Db, tenantId: number): Promise<{ checkId: number; userIds: number[] }> {
  const people = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .limit(2)
    .execute();
  const userIds = people.map((row) => Number(row.id));
  const existing = await db
    .selectFrom('anpi_checks')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { checkId: Number(existing.id), userIds };
  const check = await db
    .insertInto('anpi_checks')
    .values({ tenant_id: tenantId, kind: 'DRILL', title: 'Cross-tenant drill', whole_company: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('anpi_check_targets')
    .values(userIds.map((userId) => ({ tenant_id: tenantId, check_id: check.id, user_id: userId })))
    .execute();
  return { checkId: Number(check.id), userIds };
}

async function demoId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const trialCheck: CrossTenantCase = async (db, trialId) => ({
  params: { checkId: (await checkOf(db, trialId)).checkId },
});

/**
 * Safety confirmation: checks of `trial`, a permission holder of `trial`, and a person of `trial`
 * entered into a check of `demo`. A link token is no tenant's id: one that no link has is the case.
 */
export const ANPI_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'anpiAdmin.check': trialCheck,
  'anpiAdmin.closeCheck': trialCheck,
  'anpiAdmin.removeCompanyLevelPermissions': async (db, trialId) => {
    const { userIds } = await checkOf(db, trialId);
    await db
      .insertInto('anpi_company_permissions')
      .values({ tenant_id: trialId, user_id: userIds[0]! })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
      .execute();
    return { query: `userIds=${userIds[0]}` };
  },
  'anpiAdmin.startCheck': async (db, trialId) => {
    const division = await db
      .selectFrom('divisions')
      .select('id')
      .where('tenant_id', '=', trialId)
      .executeTakeFirstOrThrow();
    return {
      body: {
        kind: 'DRILL',
        title: 'Drill',
        message: '',
        wholeCompany: false,
        divisionIds: [Number(division.id)],
      },
    };
  },
  'anpi.answer': async (db, trialId) => ({
    params: { checkId: (await checkOf(db, trialId)).checkId },
    body: { safety: 'SAFE', canWork: true, comment: '' },
  }),
  'anpi.answerFor': async (db, trialId) => {
    const { userIds } = await checkOf(db, trialId);
    return {
      params: { checkId: (await checkOf(db, await demoId(db))).checkId },
      body: { userId: userIds[0]!, safety: 'SAFE', canWork: true, comment: '' },
    };
  },
  'anpi.results': trialCheck,
  'anpi.nonResponders': trialCheck,
  'anpi.people': trialCheck,
  'anpi.notifyNonResponders': trialCheck,
  'anpi.exportResults': trialCheck,
  'anpiLink.target': async () => ({ body: { token: 'A'.repeat(43) } }),
  'anpiLink.answer': async () => ({
    body: { token: 'A'.repeat(43), safety: 'SAFE', canWork: true, comment: '' },
  }),
};
