export {
  DEFAULT_SANSAN_API_URL,
  fetchSansanCardImage,
  readSansanCard,
  searchSansanCards,
  SansanFailureError,
  type SansanCard,
  type SansanConnection,
} from './sansanApi.js';
export { SANSAN_IMPORT_CROSS_TENANT_CASES } from './sansanImportCrossTenantCases.js';
export { SansanImportError, type SansanImportErrorCode } from './SansanImportError.js';
export { sansanImportAdminHandlers } from './sansanImportHandlers.js';
export type { SansanImportTables } from './sansanImportTables.js';
export {
  kickSansanImport,
  queueScheduledRuns,
  sansanImportWorkerOf,
  startSansanImportWorker,
  type SansanImportWorker,
} from './SansanImportWorker.js';
export { SANSAN_ACTOR_LABEL } from './runSansanImport.js';
