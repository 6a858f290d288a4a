import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  PbxApiAuthorizationSchema,
  PbxApiOauth2CallbackQuerySchema,
  PbxApiOauth2CallbackResultSchema,
  PbxApiOauth2UrlSchema,
} from '../schemas/pbxApiSchemas';

/** PBX API calling needs call mode PBX_API plus USER_PBX_FEATURE (§6.5). */
const pbxApiCalling = { kind: 'rule', rule: 'pbxApiCalling' } as const;

/**
 * Webex Calling authorisation per user (001 §7 `/pbxApi`, 002 settings pages). The browser goes to
 * the URL of `oauth2Url`; Webex sends it back to `/front/pbxApi/user/oauth2/result`, which hands
 * `code` and `state` to `oauth2Callback`. Failures answer OAUTH2_URL_GENERATION_FAILED,
 * OAUTH2_STATE_NOT_MATCH, OAUTH2_CODE_UNAUTHORIZED or a phone-system code of 001 §8.
 */
export const pbxApiEndpoints = withErrors(errorCodesOf('calls'), {
  oauth2Url: defineEndpoint({
    method: 'GET',
    path: '/pbxApi/oauth2/url',
    summary: 'The Webex authorisation URL, with a new state bound to this session',
    response: PbxApiOauth2UrlSchema,
    // Replaces the pending state: a navigation from another site must not spoil an authorisation.
    changesState: true,
    capability: pbxApiCalling,
  }),
  /**
   * A GET like the redirect it relays, but called by the result page, not by Webex: it stores the
   * user's tokens, so it needs the XSRF token as well as the single-use state bound to the session
   * (RFC 6749 §10.12).
   */
  oauth2Callback: defineEndpoint({
    method: 'GET',
    path: '/pbxApi/oauth2/callback',
    summary: 'Check the state Webex returned and exchange the code for the user’s tokens',
    query: PbxApiOauth2CallbackQuerySchema,
    response: PbxApiOauth2CallbackResultSchema,
    changesState: true,
    capability: pbxApiCalling,
  }),
  authorization: defineEndpoint({
    method: 'GET',
    path: '/pbxApi/oauth2/status',
    summary: 'Whether the user has authorised Webex Calling',
    response: PbxApiAuthorizationSchema,
    capability: pbxApiCalling,
  }),
  disconnect: defineEndpoint({
    method: 'POST',
    path: '/pbxApi/oauth2/disconnect',
    summary: 'Forget the user’s Webex tokens',
    response: v.null(),
    capability: pbxApiCalling,
  }),
});
