import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** A token's name: what the administrator calls it ("Entra ID 本番"), 1 to 50 code points. */
export const SCIM_TOKEN_NAME_MAX = 50;

/** A SCIM bearer token of the tenant as its administrator sees it; the token itself is not kept. */
export const ScimTokenSchema = v.object({
  tokenId: IdSchema,
  name: v.string(),
  createdAt: DateTimeSchema,
  /** When an identity provider last called with it; null when never. */
  lastUsedAt: v.nullable(DateTimeSchema),
});

export const ScimTokenListSchema = v.object({ items: v.array(ScimTokenSchema) });

export const CreateScimTokenBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, SCIM_TOKEN_NAME_MAX)),
});

/** A token just created: the only answer that carries the token itself. */
export const CreatedScimTokenSchema = v.object({
  ...ScimTokenSchema.entries,
  token: v.string(),
});

export const ScimTokenIdQuerySchema = v.object({ tokenId: IdParamSchema });

export type ScimToken = v.InferOutput<typeof ScimTokenSchema>;
export type CreatedScimToken = v.InferOutput<typeof CreatedScimTokenSchema>;
export type CreateScimTokenBody = v.InferInput<typeof CreateScimTokenBodySchema>;
