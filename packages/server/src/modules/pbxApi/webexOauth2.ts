import { createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import {
  type LineOwner,
  PhoneSystemError,
  loadVendorSettings,
  type VendorSettings,
  markDenied,
  requestTokens,
  storeTokens,
  webexPersonId,
} from '../calls/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { OutboundClient } from '../../outbound/index.js';

/** Scopes of the Webex call-control API the adapter uses. */
export const WEBEX_CALL_SCOPES = 'spark:calls_read spark:calls_write';
/** How long the user may take at Webex before the state is no longer honoured. */
export const STATE_LIFETIME_MS = 10 * 60_000;
/** The result page Webex sends the browser back to (registered as the integration's redirect URI). */
export const OAUTH2_RETURN_PATH = '/front/pbxApi/user/oauth2/result';

interface OauthDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock: () => Date;
  readonly outbound: OutboundClient;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function webexSettings(deps: OauthDeps, tenantId: number): Promise<VendorSettings | null> {
  const settings = await loadVendorSettings(deps.db, deps.config, tenantId);
  return settings?.vendor === 'WEBEX' ? settings : null;
}

/** Whether the tenant has a Webex integration users can authorise against. */
export async function isWebexConfigured(deps: OauthDeps, tenantId: number): Promise<boolean> {
  const settings = await webexSettings(deps, tenantId);
  return Boolean(settings?.clientId && settings.clientSecret);
}

function redirectUriOf(settings: VendorSettings, requestOrigin: string): string {
  return settings.redirectUri ?? `${requestOrigin}${OAUTH2_RETURN_PATH}`;
}

/**
 * The Webex authorisation URL for the user. A fresh random state is stored (hashed) with the
 * session that asked, replacing the user's earlier pending ones; only that session can complete.
 */
export async function authorizationUrl(
  deps: OauthDeps,
  owner: LineOwner,
  sessionIdHash: string,
  requestOrigin: string,
): Promise<string> {
  const settings = await webexSettings(deps, owner.tenantId);
  if (!settings?.clientId || !settings.clientSecret)
    throw new PhoneSystemError('OAUTH2_URL_GENERATION_FAILED', 'the tenant has no Webex client id');
  const state = randomBytes(24).toString('base64url');
  await deps.db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('pbx_api_oauth2_states')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .execute();
    await tx
      .insertInto('pbx_api_oauth2_states')
      .values({
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        session_hash: sessionIdHash,
        state_hash: sha256(state),
        created_at: deps.clock(),
      })
      .execute();
  });
  let url: URL;
  try {
    url = new URL(settings.authorizeUrl);
  } catch (error) {
    throw new PhoneSystemError('OAUTH2_URL_GENERATION_FAILED', 'the authorisation URL is not a URL', {
      cause: error,
    });
  }
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUriOf(settings, requestOrigin));
  url.searchParams.set('scope', WEBEX_CALL_SCOPES);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The way back from Webex. The state must be the one this session was given, not yet used and
 * not older than STATE_LIFETIME_MS (else OAUTH2_STATE_NOT_MATCH); it is used up either way. A
 * refusal at Webex (`error`) is recorded as DENIED; a code Webex will not exchange is
 * OAUTH2_CODE_UNAUTHORIZED.
 */
export async function completeAuthorization(
  deps: OauthDeps,
  owner: LineOwner,
  sessionIdHash: string,
  requestOrigin: string,
  input: { readonly state: string; readonly code?: string | undefined; readonly error?: string | undefined },
): Promise<'AUTHORIZED' | 'DENIED'> {
  const used = await deps.db
    .deleteFrom('pbx_api_oauth2_states')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('state_hash', '=', sha256(input.state))
    .returning(['session_hash', 'created_at'])
    .executeTakeFirst();
  const now = deps.clock();
  if (
    !used ||
    used.session_hash !== sessionIdHash ||
    now.getTime() - new Date(used.created_at).getTime() > STATE_LIFETIME_MS
  )
    throw new PhoneSystemError('OAUTH2_STATE_NOT_MATCH', 'the state is not the one this session was given');
  if (input.error !== undefined || input.code === undefined) {
    const existing = await selectTenantRows(deps.db, 'pbx_api_tokens', owner.tenantId)
      .select('user_id')
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    if (existing) await markDenied(deps, owner);
    return 'DENIED';
  }
  const settings = await webexSettings(deps, owner.tenantId);
  if (!settings) throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'the tenant no longer uses Webex');
  const tokens = await requestTokens(
    deps.outbound,
    settings,
    {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: redirectUriOf(settings, requestOrigin),
    },
    now,
    'OAUTH2_CODE_UNAUTHORIZED',
  );
  await storeTokens(deps, owner, tokens, await webexPersonId(deps.outbound, settings, tokens.accessToken));
  return 'AUTHORIZED';
}
