export { registerScimRoutes, scimErrorResponse, SCIM_PREFIX } from './registerScimRoutes.js';
export { ScimAdminError, type ScimAdminErrorCode } from './ScimAdminError.js';
export { scimAdminHandlers } from './scimAdminHandlers.js';
export { ScimError } from './ScimError.js';
export type { ScimTables } from './scimTables.js';
