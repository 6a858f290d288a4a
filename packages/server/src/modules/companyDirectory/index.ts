export { COMPANY_DIRECTORY_CROSS_TENANT_CASES } from './companyDirectoryCrossTenantCases.js';
export { CompanyDirectoryError, type CompanyDirectoryErrorCode } from './CompanyDirectoryError.js';
export { companyDirectoryHandlers } from './companyDirectoryHandlers.js';
export type { CompanyDirectoryTables } from './companyDirectoryTables.js';
