import { DIVISION_ADMIN_LIMITS, type DivisionImportJob } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { RequestError } from '../../http/KizunaError.js';
import type { AdminActor } from '../actionLog/index.js';
import { kickImportJobs, queueImportJob, readImportJob, type ImportJobRunner } from '../importJobs/index.js';
import { DivisionAdminError } from './DivisionAdminError.js';
import { importDivisions } from './divisionImport.js';

/**
 * Accepts a division CSV for import and queues its job; answers at once. A file refused by its
 * size alone is refused here (a field error on `file`, nothing kept); the rest is the job's to find.
 */
export async function queueDivisionImport(db: Db, actor: AdminActor, file: Blob): Promise<number> {
  if (file.size === 0 || file.size > DIVISION_ADMIN_LIMITS.importMaxBytes) {
    const empty = file.size === 0;
    throw new RequestError('VALIDATION_FAILED', 'the import file is refused by its size', {
      fieldErrors: [
        empty
          ? { path: 'body.file', key: 'FILE_EMPTY' }
          : {
              path: 'body.file',
              key: 'FILE_TOO_LARGE',
              values: { max: DIVISION_ADMIN_LIMITS.importMaxBytes },
            },
      ],
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file instanceof File ? file.name : '';
  const jobId = await queueImportJob(db, actor, 'DIVISIONS', { name, bytes });
  kickImportJobs(db);
  return jobId;
}

/** A division import job of the tenant; one of another tenant answers 404, like one that does not exist. */
export async function divisionImportJob(db: Db, tenantId: number, jobId: number): Promise<DivisionImportJob> {
  const job = await readImportJob(db, tenantId, 'DIVISIONS', jobId);
  if (!job) throw new DivisionAdminError('IMPORT_JOB_NOT_FOUND', `no division import job ${jobId}`);
  // A job left behind (a node stopped) is looked for again while someone waits for it.
  if (job.state === 'QUEUED' || job.state === 'RUNNING') kickImportJobs(db);
  return job as DivisionImportJob;
}

/** Runs a queued division import: the same import as a request ran before, all or nothing. */
export const runDivisionImportJob: ImportJobRunner = async (db, job) => {
  const result = await importDivisions(db, job.actor, job.bytes, false, {
    onRead: job.reportLines,
    settle: (trx, answer) => job.settle(trx, { result: answer }),
  });
  return result.problem ? { problem: result.problem } : { result };
};
