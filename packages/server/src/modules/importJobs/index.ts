export {
  importJobWorkerOf,
  kickImportJobs,
  startImportJobWorker,
  type ImportHooks,
  type ImportJobOutcome,
  type ImportJobRun,
  type ImportJobRunner,
  type ImportJobWorker,
} from './ImportJobWorker.js';
export { queueImportJob, readImportJob, type ImportJobView } from './importJobStore.js';
export type { ImportJobKind, ImportJobTables } from './importJobTables.js';
