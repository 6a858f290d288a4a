export { rejectionKey, upsertRejection } from './callRejections.js';
export { CallSettingsError, type CallSettingsErrorCode } from './CallSettingsError.js';
export { callSettingsHandlers } from './callSettingsHandlers.js';
export { requireExtension } from './requireExtension.js';
export { dialPickupAdminHandlers } from './dialPickupAdminHandlers.js';
