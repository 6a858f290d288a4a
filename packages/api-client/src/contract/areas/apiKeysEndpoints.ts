import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  ApiKeyNoteBodySchema,
  ApiKeyPolicySchema,
  ApiKeySchema,
  ApiServiceIdParamsSchema,
  ApiServiceListSchema,
  ApiServiceSchema,
  ApiServiceScopeBodySchema,
  CreateApiKeyBodySchema,
  CreateApiServiceBodySchema,
  CreatedApiKeySchema,
  CreatedApiServiceSchema,
  DisconnectApiServiceBodySchema,
} from '../schemas/apiKeySchemas';
import { CountSchema } from '../schemas/commonSchemas';

/** 002 §6: the tenant's paapi feature and the person's API privilege. */
const apiKeyHolder: Capability = {
  kind: 'all',
  of: [
    { kind: 'feature', feature: 'PAAPI' },
    { kind: 'feature', feature: 'USER_PAAPI_AVAILABLE' },
  ],
};

/** The paapi admin entry of 000 §6.4: tenant paapi and the user-admin role. */
const paapiAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_USER' },
    { kind: 'feature', feature: 'PAAPI' },
  ],
};

/**
 * A person's own API keys (002 §3, §7 `/principal/paapi/apiKeys`): at most 10, each with the
 * scopes its owner may hold (002 §6), shown once when created.
 */
export const apiKeysEndpoints = withErrors(errorCodesOf('apiKeys'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/principal/paapi/apiKeys',
    summary: 'The user’s API keys, oldest first, with expiry and last use (never the secret)',
    response: ApiKeyListSchema,
    capability: apiKeyHolder,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/principal/paapi/apiKeys',
    summary: 'Create an API key; the answer is the only one that shows the secret',
    body: CreateApiKeyBodySchema,
    response: CreatedApiKeySchema,
    capability: apiKeyHolder,
  }),
  replaceNote: defineEndpoint({
    method: 'PUT',
    path: '/principal/paapi/apiKeys/:apiKeyId',
    summary: 'Change the note of one of the user’s API keys',
    params: ApiKeyIdParamsSchema,
    body: ApiKeyNoteBodySchema,
    response: ApiKeySchema,
    capability: apiKeyHolder,
  }),
  updateNote: defineEndpoint({
    method: 'PATCH',
    path: '/principal/paapi/apiKeys/:apiKeyId',
    summary: 'Change the note of one of the user’s API keys',
    params: ApiKeyIdParamsSchema,
    body: ApiKeyNoteBodySchema,
    response: ApiKeySchema,
    capability: apiKeyHolder,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/principal/paapi/apiKeys/:apiKeyId',
    summary: 'Revoke one of the user’s API keys: calls with it are refused from then on',
    params: ApiKeyIdParamsSchema,
    response: CountSchema,
    capability: apiKeyHolder,
  }),
});

/**
 * Service connections of the tenant (002 §3, §5, §7 `/admin/paapi/services`). Connecting,
 * changing scopes and disconnecting are written to the action log, never with the key.
 */
export const apiServiceAdminEndpoints = withErrors(errorCodesOf('apiServiceAdmin'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/paapi/services',
    summary: 'The services connected to the tenant, oldest first, with their scopes and last use',
    response: ApiServiceListSchema,
    capability: paapiAdmin,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/paapi/services',
    summary: 'Connect a service; the answer is the only one that shows its key',
    body: CreateApiServiceBodySchema,
    response: CreatedApiServiceSchema,
    capability: paapiAdmin,
  }),
  updateScope: defineEndpoint({
    method: 'PATCH',
    path: '/admin/paapi/services/:tenantPaapiServiceSettingsId',
    summary: 'Change the scopes of a connected service',
    params: ApiServiceIdParamsSchema,
    body: ApiServiceScopeBodySchema,
    response: ApiServiceSchema,
    capability: paapiAdmin,
  }),
  keyPolicy: defineEndpoint({
    method: 'GET',
    path: '/admin/paapi/keyPolicy',
    summary: 'The expiry choices and personal scopes the tenant allows its people’s API keys',
    response: ApiKeyPolicySchema,
    capability: paapiAdmin,
  }),
  setKeyPolicy: defineEndpoint({
    method: 'PUT',
    path: '/admin/paapi/keyPolicy',
    summary: 'Change what the tenant allows its people’s API keys; a withdrawn scope stops working at once',
    body: ApiKeyPolicySchema,
    response: ApiKeyPolicySchema,
    capability: paapiAdmin,
  }),
  disconnect: defineEndpoint({
    method: 'DELETE',
    path: '/admin/paapi/services/:tenantPaapiServiceSettingsId',
    summary: 'Disconnect a service, its name typed exactly: its key is refused from then on',
    params: ApiServiceIdParamsSchema,
    body: DisconnectApiServiceBodySchema,
    response: CountSchema,
    capability: paapiAdmin,
  }),
});
