export { GROUP_COMPANIES_CROSS_TENANT_CASES } from './groupCompaniesCrossTenantCases.js';
export { GroupCompaniesError, type GroupCompaniesErrorCode } from './GroupCompaniesError.js';
export { groupCompaniesHandlers } from './groupCompaniesHandlers.js';
export { groupCompanyAdminHandlers } from './groupCompanyAdminHandlers.js';
export type { GroupCompanyTables } from './groupCompanyTables.js';
export { linkTenants, unlinkTenants } from './linkTenants.js';
export { registerGroupCompanyImageRoutes } from './registerGroupCompanyImageRoutes.js';
export { internalContactAdminHandlers } from './internalContactAdminHandlers.js';
export {
  InternalContactAdminError,
  type InternalContactAdminErrorCode,
} from './InternalContactAdminError.js';
