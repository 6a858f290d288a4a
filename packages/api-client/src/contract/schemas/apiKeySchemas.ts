import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { API_KEY_EXPIRIES, API_KEY_SCOPES, API_KEY_USER_SCOPES } from '../enums';
import { API_KEY_LIMITS } from '../limits';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** A list of scopes, at least one, each once (a repeated one counts once). */
function scopeListSchema<const T extends readonly [string, ...string[]]>(scopes: T) {
  return v.pipe(
    v.array(v.picklist(scopes)),
    v.minLength(1, 'required'),
    v.transform((list) => [...new Set(list)]),
  );
}

const NoteSchema = v.pipe(v.string(), v.trim(), codePointLengthBetween(0, API_KEY_LIMITS.noteMax));

/**
 * A person's API key as its owner sees it (002 §3). The secret itself is shown once, at creation;
 * `maskedKey` (prefix and last four characters) tells keys apart afterwards.
 */
export const ApiKeySchema = v.object({
  apiKeyId: IdSchema,
  note: v.string(),
  scope: v.array(v.picklist(API_KEY_USER_SCOPES)),
  /** When the key stops working; null when it never expires. */
  exp: v.nullable(DateTimeSchema),
  expired: v.boolean(),
  maskedKey: v.string(),
  createdAt: DateTimeSchema,
  /** When a call last used it; null when never. */
  lastUsedAt: v.nullable(DateTimeSchema),
});

/**
 * The user's keys, and what a new key may have: the expiry choices the tenant allows, and the
 * scopes both the tenant allows and the user may hold (002 §6).
 */
export const ApiKeyListSchema = v.object({
  items: v.array(ApiKeySchema),
  allowedExpiries: v.array(v.picklist(API_KEY_EXPIRIES)),
  allowedScopes: v.array(v.picklist(API_KEY_USER_SCOPES)),
});

/**
 * What the tenant's administrator allows its people's API keys (002 §6): the expiry choices and
 * the personal scopes, at least one of each. A scope withdrawn stops working on the keys holding it.
 */
export const ApiKeyPolicySchema = v.object({
  expiries: v.pipe(
    v.array(v.picklist(API_KEY_EXPIRIES)),
    v.minLength(1, 'required'),
    v.transform((list) => API_KEY_EXPIRIES.filter((expiry) => list.includes(expiry))),
  ),
  scope: v.pipe(
    v.array(v.picklist(API_KEY_USER_SCOPES)),
    v.minLength(1, 'required'),
    v.transform((list) => API_KEY_USER_SCOPES.filter((scope) => list.includes(scope))),
  ),
});
export type ApiKeyPolicy = v.InferOutput<typeof ApiKeyPolicySchema>;

export const CreateApiKeyBodySchema = v.object({
  note: NoteSchema,
  expiry: v.picklist(API_KEY_EXPIRIES),
  scope: scopeListSchema(API_KEY_USER_SCOPES),
});

/** A key just created: the only answer that carries the secret. */
export const CreatedApiKeySchema = v.object({ ...ApiKeySchema.entries, apiKey: v.string() });

export const ApiKeyNoteBodySchema = v.object({ note: NoteSchema });

export const ApiKeyIdParamsSchema = v.object({ apiKeyId: IdParamSchema });

/** A service connection of the tenant (002 §3): a named system calling `/api/v1` with its own key. */
export const ApiServiceSchema = v.object({
  tenantPaapiServiceSettingsId: IdSchema,
  serviceName: v.string(),
  scope: v.array(v.picklist(API_KEY_SCOPES)),
  maskedKey: v.string(),
  createdAt: DateTimeSchema,
  lastUsedAt: v.nullable(DateTimeSchema),
});

export const ApiServiceListSchema = v.object({ items: v.array(ApiServiceSchema) });

const ServiceNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  codePointLengthBetween(1, API_KEY_LIMITS.serviceNameMax),
);

export const CreateApiServiceBodySchema = v.object({
  serviceName: ServiceNameSchema,
  scope: scopeListSchema(API_KEY_SCOPES),
});

/** A service just connected: the only answer that carries its key. */
export const CreatedApiServiceSchema = v.object({ ...ApiServiceSchema.entries, apiKey: v.string() });

export const ApiServiceScopeBodySchema = v.object({ scope: scopeListSchema(API_KEY_SCOPES) });

/** Disconnecting asks for the service's name as typed by the administrator (002 §5). */
export const DisconnectApiServiceBodySchema = v.object({
  serviceName: v.pipe(v.string(), v.nonEmpty('required')),
});

export const ApiServiceIdParamsSchema = v.object({ tenantPaapiServiceSettingsId: IdParamSchema });

export type ApiKey = v.InferOutput<typeof ApiKeySchema>;
export type CreatedApiKey = v.InferOutput<typeof CreatedApiKeySchema>;
export type CreateApiKeyBody = v.InferInput<typeof CreateApiKeyBodySchema>;
export type ApiService = v.InferOutput<typeof ApiServiceSchema>;
export type CreatedApiService = v.InferOutput<typeof CreatedApiServiceSchema>;
export type CreateApiServiceBody = v.InferInput<typeof CreateApiServiceBodySchema>;
