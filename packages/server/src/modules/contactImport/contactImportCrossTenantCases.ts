import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A common folder of `trial`, made when the seed has none. */
async function trialCommonFolder(db: Db, trialId: number): Promise<number> {
  const existing = await selectTenantRows(db, 'contact_folders', trialId)
    .select('id')
    .where('folder_type', '=', 'COMMON')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const folder = await db
    .insertInto('contact_folders')
    .values({
      tenant_id: trialId,
      folder_type: 'COMMON',
      owner_user_id: null,
      name: 'Trial imports',
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return folder.id;
}

/** An upload of a `trial` user with one processed file. */
async function trialUpload(db: Db, trialId: number): Promise<{ jobId: number; fileId: number }> {
  const folderId = await trialCommonFolder(db, trialId);
  const user = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto('contact_import_jobs')
    .values({
      tenant_id: trialId,
      user_id: user.id,
      folder_id: folderId,
      folder_type: 'COMMON',
      kind: 'VCF',
      status: 1,
      upload_file: 'trial.vcf',
      device_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('contact_import_files')
    .values({
      tenant_id: trialId,
      job_id: job.id,
      file_name: 'trial.vcf',
      content: null,
      processed: true,
      message_code: 'RESULT',
      lease_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { jobId: Number(job.id), fileId: Number(file.id) };
}

const upload = () => ({
  'files[]': new File(['BEGIN:VCARD\r\nVERSION:3.0\r\nFN:x\r\nEND:VCARD\r\n'], 'a.vcf'),
});

/** Import endpoints called by a `demo` admin with `trial`'s folders, files and uploads: 404 each. */
export const CONTACT_IMPORT_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'contactImport.importTsv': async (db, trialId) => ({
    params: { folderType: 'common', folderId: await trialCommonFolder(db, trialId) },
    body: { 'files[]': new File(['氏名\r\nx\r\n'], 'a.tsv') },
  }),
  'contactImport.importVcf': async (db, trialId) => ({
    params: { folderType: 'common', folderId: await trialCommonFolder(db, trialId) },
    body: upload(),
  }),
  'contactImport.importVcfResult': async (db, trialId) => ({
    params: { folderType: 'common', folderId: await trialCommonFolder(db, trialId) },
  }),
  'contactImport.importVcfResultDetails': async (db, trialId) => ({
    query: `?fileId=${(await trialUpload(db, trialId)).fileId}`,
  }),
  'contactImport.export': async (db, trialId) => ({
    params: { folderType: 'common', folderId: await trialCommonFolder(db, trialId) },
  }),
  'contactImport.uploadHistoryItem': async (db, trialId) => ({
    params: { id: (await trialUpload(db, trialId)).jobId },
  }),
  'contactImport.uploadHistoryDetail': async (db, trialId) => ({
    params: { id: (await trialUpload(db, trialId)).jobId },
  }),
};
