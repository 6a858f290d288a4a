export { DivisionAdminError, type DivisionAdminErrorCode } from './DivisionAdminError.js';
export { divisionAdminHandlers } from './divisionAdminHandlers.js';
export { runDivisionImportJob } from './divisionImportJob.js';
