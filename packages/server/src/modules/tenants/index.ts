export { createTenant } from './createTenant.js';
export { registerTenantLogoRoute } from './registerTenantLogoRoute.js';
export {
  getTenantLogo,
  putTenantLogo,
  removeTenantLogo,
  tenantLogoVersion,
  type TenantLogo,
} from './tenantLogo.js';
