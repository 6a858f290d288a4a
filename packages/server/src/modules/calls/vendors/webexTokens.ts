import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { OutboundClient } from '../../../outbound/index.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { PhoneSystemError } from '../PhoneSystemError.js';
import type { VendorSettings } from './phoneSystemSettings.js';
import { commonFailure, parseJson, vendorRequest } from './vendorRequest.js';
import { secretBoxFor } from '../../../secretBox.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../../db/tenantRows.js';

/** Refresh this long before Webex says the access token expires, so a call never races the expiry. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export interface TokenSet {
  readonly accessToken: string;
  readonly accessExpiresAt: Date;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date | null;
}

interface TokenDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock: () => Date;
  readonly outbound: OutboundClient;
}

/**
 * The documented Webex token endpoint (`POST /v1/access_token`, form encoded) for both grants.
 * `rejected` is what the caller's flow calls a refused grant (a bad code, a revoked refresh token).
 */
export async function requestTokens(
  outbound: OutboundClient,
  settings: VendorSettings,
  grant: Record<string, string>,
  now: Date,
  rejected: 'OAUTH2_CODE_UNAUTHORIZED' | 'USER_API_PBX_SYSTEM_UNAUTHORIZED',
): Promise<TokenSet> {
  if (!settings.clientId || !settings.clientSecret)
    throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'the tenant has no Webex client id and secret');
  const response = await vendorRequest(outbound, {
    url: settings.tokenUrl,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      ...grant,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }).toString(),
    timeoutMs: settings.timeoutMs,
    write: false,
  });
  if (response.status === 400 || response.status === 401)
    throw new PhoneSystemError(rejected, 'Webex refused the grant');
  if (response.status === 403)
    throw new PhoneSystemError('PBX_ADAPTER_UNAUTHORIZED', 'Webex refused the integration');
  const failure = commonFailure(response.status);
  if (failure) throw new PhoneSystemError(failure, `the token endpoint answered ${response.status}`);
  if (response.status !== 200)
    throw new PhoneSystemError('INVALID_RESPONSE', `the token endpoint answered ${response.status}`);
  const body = parseJson(response.text) as Record<string, unknown> | null;
  const accessToken = body?.access_token;
  const expiresIn = body?.expires_in;
  // Webex answers a refresh with the same refresh token; keep the old one if it sends none.
  const refreshToken = body?.refresh_token ?? grant.refresh_token;
  const refreshExpiresIn = body?.refresh_token_expires_in;
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    typeof expiresIn !== 'number' ||
    typeof refreshToken !== 'string' ||
    refreshToken === ''
  )
    throw new PhoneSystemError(
      'INVALID_RESPONSE',
      'the token answer lacks access_token, expires_in or refresh_token',
    );
  return {
    accessToken,
    accessExpiresAt: new Date(now.getTime() + expiresIn * 1000),
    refreshToken,
    refreshExpiresAt:
      typeof refreshExpiresIn === 'number' ? new Date(now.getTime() + refreshExpiresIn * 1000) : null,
  };
}

/**
 * The Webex person the token acts as (`GET /people/me`, documented in the People API), so that
 * webhook events, which name the person, reach the right user. Null when Webex does not say:
 * calls still work, only their pushes wait for the poll.
 */
export async function webexPersonId(
  outbound: OutboundClient,
  settings: VendorSettings,
  accessToken: string,
): Promise<string | null> {
  try {
    const response = await vendorRequest(outbound, {
      url: `${settings.baseUrl}/people/me`,
      method: 'GET',
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      timeoutMs: settings.timeoutMs,
      write: false,
    });
    if (response.status !== 200) return null;
    const id = (parseJson(response.text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

async function storeWebexPerson(deps: TokenDeps, owner: LineOwner, personId: string | null): Promise<void> {
  if (personId === null) {
    await deleteTenantRows(deps.db, 'webex_people', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .execute();
    return;
  }
  const values = { person_id: personId, updated_at: deps.clock() };
  await deps.db
    .insertInto('webex_people')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(values))
    .execute();
}

export async function storeTokens(
  deps: TokenDeps,
  owner: LineOwner,
  tokens: TokenSet,
  personId?: string | null,
): Promise<void> {
  const box = secretBoxFor(deps.config);
  if (personId !== undefined) await storeWebexPerson(deps, owner, personId);
  const values = {
    access_token_enc: box.seal(tokens.accessToken),
    access_expires_at: tokens.accessExpiresAt,
    refresh_token_enc: box.seal(tokens.refreshToken),
    refresh_expires_at: tokens.refreshExpiresAt,
    status: 'AUTHORIZED' as const,
    updated_at: deps.clock(),
  };
  await deps.db
    .insertInto('pbx_api_tokens')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(values))
    .execute();
}

/** The user refused at Webex, or Webex no longer honours the refresh token: authorise again. */
export async function markDenied(deps: TokenDeps, owner: LineOwner): Promise<void> {
  await updateTenantRows(deps.db, 'pbx_api_tokens', owner.tenantId)
    .set({ status: 'DENIED', updated_at: deps.clock() })
    .where('user_id', '=', owner.userId)
    .execute();
}

export async function deleteTokens(deps: TokenDeps, owner: LineOwner): Promise<void> {
  await storeWebexPerson(deps, owner, null);
  await deleteTenantRows(deps.db, 'pbx_api_tokens', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

export type AuthorizationStatus = 'UNAUTHORIZED' | 'AUTHORIZED' | 'DENIED';

export async function authorizationStatus(
  deps: TokenDeps,
  owner: LineOwner,
): Promise<{ status: AuthorizationStatus; expiresAt: Date | null }> {
  const row = await selectTenantRows(deps.db, 'pbx_api_tokens', owner.tenantId)
    .select(['status', 'refresh_expires_at'])
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!row) return { status: 'UNAUTHORIZED', expiresAt: null };
  const expiresAt = row.refresh_expires_at ? new Date(row.refresh_expires_at) : null;
  if (row.status === 'AUTHORIZED' && expiresAt && expiresAt <= deps.clock())
    return { status: 'UNAUTHORIZED', expiresAt };
  return { status: row.status, expiresAt };
}

/**
 * A usable access token for the user: the stored one, or a refreshed one when it expires within
 * the margin (or `force`, after Webex answered 401). No token, a denied one or a refused refresh:
 * USER_API_PBX_SYSTEM_UNAUTHORIZED, which sends the user to the authorisation page.
 */
export async function accessTokenFor(
  deps: TokenDeps,
  settings: VendorSettings,
  owner: LineOwner,
  options: { force?: boolean } = {},
): Promise<string> {
  const row = await selectTenantRows(deps.db, 'pbx_api_tokens', owner.tenantId)
    .selectAll()
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!row || row.status !== 'AUTHORIZED')
    throw new PhoneSystemError(
      'USER_API_PBX_SYSTEM_UNAUTHORIZED',
      'the user has not authorised Webex Calling',
    );
  const box = secretBoxFor(deps.config);
  const now = deps.clock();
  if (!options.force && new Date(row.access_expires_at).getTime() - REFRESH_MARGIN_MS > now.getTime())
    return box.open(row.access_token_enc);
  let refreshed: TokenSet;
  try {
    refreshed = await requestTokens(
      deps.outbound,
      settings,
      { grant_type: 'refresh_token', refresh_token: box.open(row.refresh_token_enc) },
      now,
      'USER_API_PBX_SYSTEM_UNAUTHORIZED',
    );
  } catch (error) {
    if (error instanceof PhoneSystemError && error.code === 'USER_API_PBX_SYSTEM_UNAUTHORIZED')
      await markDenied(deps, owner);
    throw error;
  }
  await storeTokens(deps, owner, refreshed);
  return refreshed.accessToken;
}
