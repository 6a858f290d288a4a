import * as v from 'valibot';
import { DateTimeSchema } from './commonSchemas';

/** Webex Calling authorisation of a user (002 §4): unauthorised, authorised or denied. */
export const PBX_API_AUTHORIZATION_STATUSES = ['UNAUTHORIZED', 'AUTHORIZED', 'DENIED'] as const;
export type PbxApiAuthorizationStatus = (typeof PBX_API_AUTHORIZATION_STATUSES)[number];

export const PbxApiOauth2UrlSchema = v.object({ url: v.pipe(v.string(), v.url()) });

/**
 * What Webex put on the redirect back (`code` and `state`, or `error` when the user refused),
 * handed over by the result page.
 */
export const PbxApiOauth2CallbackQuerySchema = v.object({
  state: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2000))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const PbxApiOauth2CallbackResultSchema = v.object({
  status: v.picklist(['AUTHORIZED', 'DENIED']),
});

export const PbxApiAuthorizationSchema = v.object({
  status: v.picklist(PBX_API_AUTHORIZATION_STATUSES),
  /** Whether the tenant has a Webex integration (client id) to authorise against. */
  configured: v.boolean(),
  /** When the authorisation lapses unless used (the refresh token's expiry), if Webex said. */
  expiresAt: v.nullable(DateTimeSchema),
});
