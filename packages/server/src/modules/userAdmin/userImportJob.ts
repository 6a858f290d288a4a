import {
  USER_ADMIN_LIMITS,
  USER_IMPORT_FILE_PROBLEMS,
  type UserImportFileProblem,
  type UserImportJob,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AdminActor } from '../actionLog/index.js';
import { kickImportJobs, queueImportJob, readImportJob, type ImportJobRunner } from '../importJobs/index.js';
import { UserAdminError } from './UserAdminError.js';
import { importUsers } from './userImport.js';

function refuseFile(problem: UserImportFileProblem, values?: Record<string, number>): never {
  throw new UserAdminError('USER_IMPORT_FILE_REJECTED', `the import file is refused: ${problem}`, {
    fieldErrors: [{ path: 'body.file', key: problem, ...(values ? { values } : {}) }],
  });
}

/**
 * Accepts a file of people for import and queues its job; answers at once. A file refused by its
 * size alone is refused here (nothing is kept); everything else is the job's to find.
 */
export async function queueUserImport(db: Db, actor: AdminActor, file: Blob): Promise<number> {
  if (file.size === 0) refuseFile('FILE_EMPTY');
  if (file.size > USER_ADMIN_LIMITS.importMaxBytes) {
    refuseFile('FILE_TOO_LARGE', { max: USER_ADMIN_LIMITS.importMaxBytes });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file instanceof File ? file.name : '';
  const jobId = await queueImportJob(db, actor, 'USERS', { name, bytes });
  kickImportJobs(db);
  return jobId;
}

/** A user import job of the tenant; one of another tenant answers 404, like one that does not exist. */
export async function userImportJob(db: Db, tenantId: number, jobId: number): Promise<UserImportJob> {
  const job = await readImportJob(db, tenantId, 'USERS', jobId);
  if (!job) throw new UserAdminError('IMPORT_JOB_NOT_FOUND', `no user import job ${jobId}`);
  // A job left behind (a node stopped) is looked for again while someone waits for it.
  if (job.state === 'QUEUED' || job.state === 'RUNNING') kickImportJobs(db);
  return job as UserImportJob;
}

/** Runs a queued import of people: the same import as a request ran before, all or nothing. */
export const runUserImportJob: ImportJobRunner = async (db, job) => {
  try {
    const result = await importUsers(db, job.actor, job.bytes, false, {
      onRead: job.reportLines,
      settle: (trx, answer) => job.settle(trx, { result: answer }),
    });
    return { result };
  } catch (error) {
    const key = error instanceof UserAdminError ? error.fieldErrors?.[0]?.key : undefined;
    const problem = USER_IMPORT_FILE_PROBLEMS.find((each) => each === key);
    if (error instanceof UserAdminError && error.code === 'USER_IMPORT_FILE_REJECTED' && problem) {
      return { problem };
    }
    if (error instanceof UserAdminError && error.code === 'LICENSE_LIMIT_EXCEEDED') {
      return { problem: 'LICENSE_LIMIT_EXCEEDED' };
    }
    throw error;
  }
};
