import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWebex, type FakeWebex } from '../../../test/fakes/fakeWebex.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import {
  type LineOwner,
  type PhoneSystemAdapter,
  phoneSystemFor,
  removeVendorSettings,
  saveVendorSettings,
} from '../calls/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { loopbackOutboundClient } from '../../../test/loopbackOutbound.js';

let server: TestServer;
let webex: FakeWebex;
let yamada: KizunaClient;
let owner: LineOwner;
let pbx: PhoneSystemAdapter;

async function configureWebex(overrides: { clientId?: string | null } = {}) {
  await saveVendorSettings(server.db, server.config, owner.tenantId, {
    vendor: 'WEBEX',
    baseUrl: `${webex.url}/v1`,
    clientId: overrides.clientId === undefined ? webex.clientId : overrides.clientId,
    clientSecret: webex.clientSecret,
    timeoutMs: 500,
  });
}

/** What the browser does: open the authorisation URL and read where Webex sends it back. */
async function visitWebex(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function authorise(client: KizunaClient = yamada) {
  const back = await visitWebex((await client.pbxApi.oauth2Url()).url);
  return client.pbxApi.oauth2Callback({
    query: { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' },
  });
}

function dials() {
  return webex.requests.filter((r) => r.path === '/v1/telephony/calls/dial');
}

beforeAll(async () => {
  [server, webex] = await Promise.all([startTestServer(), startFakeWebex()]);
  const tenantId = await tenantIdOf(server.db, 'demo');
  const userId = await userIdOf(server.db, tenantId, 'yamada.taro');
  owner = { tenantId, userId };
  await server.db
    .updateTable('tenants')
    .set({ call_control_mode: 'PBX_API' })
    .where('id', '=', tenantId)
    .execute();
  await server.db
    .insertInto('user_virtual_roles')
    .values({ tenant_id: tenantId, user_id: userId, role: 'USER_PBX_FEATURE' })
    .execute();
  yamada = await server.signIn('demoUser');
  pbx = phoneSystemFor('PBX_API', {
    db: server.db,
    clock: () => new Date(),
    config: server.config,
    outbound: loopbackOutboundClient(),
  })!;
});

afterAll(async () => {
  await Promise.all([server?.close(), webex?.close()]);
});

beforeEach(async () => {
  await configureWebex();
  webex.accessTokenSeconds = 3600;
});

describe('Webex Calling authorisation', () => {
  it('without a Webex client id the URL cannot be made', async () => {
    await configureWebex({ clientId: null });
    expect(await yamada.pbxApi.authorization()).toMatchObject({ configured: false });
    await expect(yamada.pbxApi.oauth2Url()).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'OAUTH2_URL_GENERATION_FAILED',
    });
    await removeVendorSettings(server.db, owner.tenantId);
    await expect(yamada.pbxApi.oauth2Url()).rejects.toMatchObject({
      errorCode: 'OAUTH2_URL_GENERATION_FAILED',
    });
  });

  it('authorise, come back, and the tokens are stored encrypted; a direct call carries the token', async () => {
    await yamada.pbxApi.disconnect();
    expect(await yamada.pbxApi.authorization()).toMatchObject({ status: 'UNAUTHORIZED', configured: true });
    await expect(pbx.directCall(owner, '0312345678')).rejects.toMatchObject({
      code: 'USER_API_PBX_SYSTEM_UNAUTHORIZED',
    });

    const url = new URL((await yamada.pbxApi.oauth2Url()).url);
    expect(url.origin + url.pathname).toBe(`${webex.url}/v1/authorize`);
    expect(url.searchParams.get('client_id')).toBe(webex.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/front/pbxApi/user/oauth2/result`);
    expect(url.searchParams.get('scope')).toContain('spark:calls_write');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);

    const back = await visitWebex(url.toString());
    expect(
      await yamada.pbxApi.oauth2Callback({
        query: { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' },
      }),
    ).toEqual({ status: 'AUTHORIZED' });
    expect(await yamada.pbxApi.authorization()).toMatchObject({ status: 'AUTHORIZED' });

    const { callId } = await pbx.directCall(owner, '0312345678');
    expect(callId).toBeGreaterThan(0);
    const dial = dials().at(-1);
    expect(JSON.parse(dial?.body ?? '{}')).toEqual({ destination: '0312345678' });
    // Webex dials digits or a URI, no pauses: the pause part stays with the user.
    const paused = await pbx.directCall(owner, '03-1234-5678,,123;45#');
    expect(JSON.parse(dials().at(-1)?.body ?? '{}')).toEqual({ destination: '0312345678' });
    await pbx.end(owner, paused);
    const token = dial?.authorization?.replace('Bearer ', '') ?? '';
    expect(token.length).toBeGreaterThan(10);
    const stored = await selectTenantRows(server.db, 'pbx_api_tokens', owner.tenantId)
      .selectAll()
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(stored.access_token_enc).not.toContain(token);

    const status = await pbx.localPhoneStatus(owner);
    expect(status.calls).toEqual([
      expect.objectContaining({ callId, state: 'TALKING', toNumber: '0312345678' }),
    ]);
    await pbx.hold(owner, { callId });
    expect((await pbx.localPhoneStatus(owner)).state).toBe('HELD');
    await pbx.unhold(owner, { callId });
    await pbx.end(owner, { callId });
    expect((await pbx.localPhoneStatus(owner)).state).toBe('IDLE');
  });

  it('a state that is not the one this session was given is refused, and a state works once', async () => {
    const other = await server.signIn('demoUser');
    const back = await visitWebex((await other.pbxApi.oauth2Url()).url);
    const body = { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' };
    await expect(yamada.pbxApi.oauth2Callback({ query: body })).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'OAUTH2_STATE_NOT_MATCH',
    });
    // The failed attempt used the state up: the right session cannot replay it either.
    await expect(other.pbxApi.oauth2Callback({ query: body })).rejects.toMatchObject({
      errorCode: 'OAUTH2_STATE_NOT_MATCH',
    });
    await expect(
      yamada.pbxApi.oauth2Callback({ query: { state: 'made-up-state', code: 'x' } }),
    ).rejects.toMatchObject({ errorCode: 'OAUTH2_STATE_NOT_MATCH' });
  });

  it('a code Webex will not exchange is OAUTH2_CODE_UNAUTHORIZED; a refusal at Webex is DENIED', async () => {
    const back = await visitWebex((await yamada.pbxApi.oauth2Url()).url);
    await expect(
      yamada.pbxApi.oauth2Callback({
        query: { state: back.searchParams.get('state') ?? '', code: 'expired-code' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'OAUTH2_CODE_UNAUTHORIZED' });

    await authorise();
    webex.denyNext = true;
    const denied = await visitWebex((await yamada.pbxApi.oauth2Url()).url);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(
      await yamada.pbxApi.oauth2Callback({
        query: { state: denied.searchParams.get('state') ?? '', error: 'access_denied' },
      }),
    ).toEqual({ status: 'DENIED' });
    expect(await yamada.pbxApi.authorization()).toMatchObject({ status: 'DENIED' });
    await expect(pbx.directCall(owner, '0312345678')).rejects.toMatchObject({
      code: 'USER_API_PBX_SYSTEM_UNAUTHORIZED',
    });
  });

  it('an access token about to expire is refreshed first; a revoked one once; a revoked refresh asks to authorise again', async () => {
    webex.accessTokenSeconds = 60; // inside the refresh margin at once
    await authorise();
    const before = webex.requests.filter((r) => r.path === '/v1/access_token').length;
    await pbx.directCall(owner, '0311112222');
    const grants = webex.requests.filter((r) => r.path === '/v1/access_token');
    expect(grants.length).toBe(before + 1);
    expect(new URLSearchParams(grants.at(-1)?.body).get('grant_type')).toBe('refresh_token');

    webex.accessTokenSeconds = 3600;
    await authorise();
    webex.revokeAccessTokens();
    await pbx.directCall(owner, '0311113333');
    expect(dials().at(-1)?.body).toContain('0311113333');

    webex.revokeAccessTokens();
    webex.revokeRefreshTokens();
    await expect(pbx.directCall(owner, '0311114444')).rejects.toMatchObject({
      code: 'USER_API_PBX_SYSTEM_UNAUTHORIZED',
    });
    expect(await yamada.pbxApi.authorization()).toMatchObject({ status: 'DENIED' });
  });

  it('Webex failures reach the caller as the phone-system codes', async () => {
    await authorise();
    webex.failNext({ status: 503 });
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({
      code: 'TRANSIENT_SYSTEM_ERROR',
    });
    webex.failNext({ status: 429 });
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({
      code: 'TRANSIENT_SYSTEM_ERROR',
    });
    webex.failNext({ status: 500 });
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
    webex.failNext({ status: 403 });
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({
      code: 'PBX_ADAPTER_UNAUTHORIZED',
    });
    webex.failNext('garbage');
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    webex.failNext('timeout');
    await expect(pbx.directCall(owner, '0311110001')).rejects.toMatchObject({ code: 'TIMEOUT' });
    webex.failNext('timeout');
    await expect(pbx.localPhoneStatus(owner)).rejects.toMatchObject({ code: 'TRANSIENT_TIMEOUT' });
    await expect(pbx.directCall(owner, 'abc')).rejects.toMatchObject({ code: 'ADDRESS_NOT_EXIST' });
  });

  it('a tenant whose vendor does not match its mode is an adaptor setting error; without settings the simulated PBX serves', async () => {
    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'AVAYA',
      baseUrl: webex.url,
    });
    await expect(pbx.directCall(owner, '1000')).rejects.toMatchObject({ code: 'ADAPTOR_SETTING_ERROR' });
    await removeVendorSettings(server.db, owner.tenantId);
    const before = webex.requests.length;
    const { callId } = await pbx.directCall(owner, '1000');
    expect(callId).toBeGreaterThan(0);
    expect((await pbx.localPhoneStatus(owner)).state).not.toBe('IDLE');
    await pbx.end(owner, { callId });
    expect(webex.requests.length).toBe(before);
  });
});
