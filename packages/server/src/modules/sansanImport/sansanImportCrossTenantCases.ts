import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** The business-card import's endpoints with ids, called by `demo` with ids of `trial`. */
export const SANSAN_IMPORT_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'sansanImportAdmin.run': async (db, trialId) => {
    const run = await db
      .insertInto('sansan_import_runs')
      .values({ tenant_id: trialId, state: 'DONE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { runId: Number(run.id) } };
  },
  'sansanImportAdmin.saveSettings': async (db, trialId) => {
    const folder = await db
      .insertInto('contact_folders')
      .values({ tenant_id: trialId, folder_type: 'COMMON', name: 'Trial cards' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await selectTenantRows(db, 'users', trialId)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      body: {
        apiKey: 'trialKey',
        scope: 'OWNERS',
        ownerUserIds: [Number(user.id)],
        folderId: Number(folder.id),
        schedule: 'OFF',
      },
    };
  },
};
