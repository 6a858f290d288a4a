export { createTenant } from './createTenant.js';
export { registerTenantLogoRoute } from './registerTenantLogoRoute.js';
export {
  getTenantLogo,
  putTenantLogo,
  removeTenantLogo,
  tenantLogoVersion,
  type TenantLogo,
} from './tenantLogo.js';
export type { OperatorAuditTables } from './operatorAuditTables.js';
export {
  countTenantUsers,
  DEFAULT_LICENCES,
  DEFAULT_TENANT_FEATURES,
  DEFAULT_TRIAL_DAYS,
  deleteTenant,
  recordTenantExport,
  type TenantExportRecord,
  showTenant,
  startTrial,
  tablesWithTenantId,
  TENANT_CHANGED_CHANNEL,
} from './tenantOperator.js';
export {
  isTenantPlanCommand,
  operatorName,
  runTenantPlanCommand,
  type TenantPlanCommand,
} from './tenantCommands.js';
export { licenceRoomFor, licenceUse, type LicenceUse } from './licences.js';
export { isSuspended, trialExpired, type TenantAccessFields } from './tenantAccess.js';
