export { USER_ADMIN_CROSS_TENANT_CASES } from './userAdminCrossTenantCases.js';
export { userAdminHandlers } from './userAdminHandlers.js';
export { runUserImportJob } from './userImportJob.js';
export { userCsvRows } from './userCsv.js';
export { exportedUsers } from './userImport.js';
export { parseUserCsv } from './userCsv.js';
