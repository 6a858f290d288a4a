import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

async function trialUserId(db: Db, trialId: number): Promise<number> {
  const user = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(user.id);
}

async function trialDivisionId(db: Db, trialId: number): Promise<number> {
  const division = await selectTenantRows(db, 'divisions', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(division.id);
}

const byUser: CrossTenantCase = async (db, trialId) => ({
  params: { userId: await trialUserId(db, trialId) },
});

/** A finished import job of `trial`, as if its administrator had imported a file. */
async function trialImportJob(db: Db, trialId: number) {
  const job = await db
    .insertInto('admin_import_jobs')
    .values({ tenant_id: trialId, kind: 'USERS', state: 'DONE', created_by: await trialUserId(db, trialId) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { params: { jobId: Number(job.id) } };
}

/** Naming `trial`'s people and divisions in the user administration while signed in to `demo`. */
export const USER_ADMIN_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'userAdmin.list': async (db, trialId) => ({ query: `?divisionId=${await trialDivisionId(db, trialId)}` }),
  'userAdmin.export': async (db, trialId) => ({
    query: `?divisionId=${await trialDivisionId(db, trialId)}`,
  }),
  'userAdmin.get': byUser,
  'userAdmin.save': async (db, trialId) => ({
    body: { userId: await trialUserId(db, trialId), accountId: 'someone', fullname: '誰か' },
  }),
  'userAdmin.disable': byUser,
  'userAdmin.enable': byUser,
  'userAdmin.resetPassword': byUser,
  'userAdmin.sendPasswordResetLink': byUser,
  'userAdmin.deleteImpact': byUser,
  'userAdmin.remove': byUser,
  'userAdmin.importJob': trialImportJob,
  'userAdmin.grantEditDelegation': async (db, trialId) => ({
    body: {
      delegateUserId: await trialUserId(db, trialId),
      divisionIds: [await trialDivisionId(db, trialId)],
    },
  }),
  'userAdmin.revokeEditDelegation': async (db, trialId) => {
    const [delegate, target] = await selectTenantRows(db, 'users', trialId)
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    const row = await db
      .insertInto('edit_delegations')
      .values({
        tenant_id: trialId,
        delegate_user_id: Number(delegate!.id),
        target_user_id: Number(target!.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { delegationId: Number(row.id) } };
  },
};
