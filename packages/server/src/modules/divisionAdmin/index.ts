export { DivisionAdminError, type DivisionAdminErrorCode } from './DivisionAdminError.js';
export { divisionAdminHandlers } from './divisionAdminHandlers.js';
export { runDivisionImportJob } from './divisionImportJob.js';
export { divisionCsvRows } from './divisionCsv.js';
export { listAdminDivisions } from './divisionAdminStore.js';
export { parseDivisionCsv } from './divisionCsv.js';
