export {
  exportRecord,
  streamTenantExport,
  tenantExportName,
  type TenantExportManifest,
  type TenantExportResult,
} from './tenantExport.js';
export { runTenantExportCommand } from './tenantExportCommand.js';
