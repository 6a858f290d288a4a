export { ApiKeysError, type ApiKeysErrorCode } from './ApiKeysError.js';
export { apiKeysHandlers, apiServiceAdminHandlers } from './apiKeysHandlers.js';
export type { ApiKeyTables } from './apiKeyTables.js';
export { API_KEY_PREFIX } from './apiKeySecret.js';
export { ApiKeyResolver, resolveApiKey, type ApiCaller, type ResolvedApiKey } from './resolveApiKey.js';
export { API_KEYS_CROSS_TENANT_CASES } from './apiKeysCrossTenantCases.js';
export { API_KEY_EXPIRY_CHECK_INTERVAL_MS, notifyExpiringApiKeys } from './notifyExpiringApiKeys.js';
