export { createTenant } from './createTenant.js';
export { createTrialTenant } from './createTrialTenant.js';
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
  resumeTenant,
  setTenantFeatures,
  setTenantPlan,
  recordTenantExport,
  type TenantExportRecord,
  showTenant,
  startTrial,
  suspendTenant,
  tablesWithTenantId,
  TENANT_CHANGED_CHANNEL,
  trialEndOf,
  type TenantSummary,
} from './tenantOperator.js';
export {
  isTenantPlanCommand,
  operatorName,
  runTenantPlanCommand,
  type TenantPlanCommand,
} from './tenantCommands.js';
export { licenceRoomFor, licenceUse, type LicenceUse } from './licences.js';
export { isSuspended, trialExpired, type TenantAccessFields } from './tenantAccess.js';
