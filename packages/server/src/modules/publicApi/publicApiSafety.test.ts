import { createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** The tenant may spend this many calls at once and gets almost none back during a test. */
const TENANT_BURST = 30;

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trialAdmin: KizunaClient;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer(
    {
      apiRateLimits: {
        perKey: { perSecond: 1000, burst: 10_000 },
        perTenant: { perSecond: 0.01, burst: TENANT_BURST },
      },
    },
    { accessLog: true },
  );
  await turnOnTenantFeatures(server.db, 'demo', ['PAAPI']);
  await turnOnTenantFeatures(server.db, 'trial', ['PAAPI']);
  const trialId = await tenantIdOf(server.db, 'trial');
  await server.db
    .insertInto('user_virtual_roles')
    .values({
      tenant_id: trialId,
      user_id: await userIdOf(server.db, trialId, 'admin'),
      role: 'USER_PAAPI_AVAILABLE',
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  demoId = await tenantIdOf(server.db, 'demo');
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  // Each test starts with the tenants' buckets full again: an hour gives back far more than a
  // burst (and ends the sessions, so everyone signs in again).
  server.advanceClock(3_600_000);
  [admin, yamada, trialAdmin] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('trialAdmin'),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function peopleStatus(secret: string) {
  const response = await fetch(`${server.url}/api/v1/people?size=1`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/** Everything the server writes to the console or the standard streams while `run` runs. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '),
    );
  };
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(keep);
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      lines.push(String(chunk));
      return write(chunk as string, ...rest);
    }) as typeof stream.write);
  }
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines.join('\n');
}

describe('the rate limit of a tenant', () => {
  it('refuses the keys of one tenant together past its limit with 429, and not another tenant', async () => {
    const keys = await Promise.all(
      [yamada, admin, admin].map(
        async (owner) =>
          (await owner.apiKeys.create({ body: { note: 'sync', expiry: 'DAYS30', scope: ['USER_READ'] } }))
            .apiKey,
      ),
    );
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Round-robin over three keys: none of them comes near its own limit.
    for (let call = 0; call < TENANT_BURST + 6; call += 1) {
      const result = await peopleStatus(keys[call % keys.length]!);
      statuses.push(result.status);
      if (result.status === 429) retryAfter = result.retryAfter;
    }
    expect(statuses.slice(0, TENANT_BURST).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(TENANT_BURST)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Every key of the tenant is refused now, a new one too.
    const fresh = await admin.apiKeys.create({
      body: { note: 'new', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect((await peopleStatus(fresh.apiKey)).status).toBe(429);

    const trialKey = await trialAdmin.apiKeys.create({
      body: { note: 'trial', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect((await peopleStatus(trialKey.apiKey)).status).toBe(200);
  });
});

describe('the secrecy of keys', () => {
  it('never writes a key in full to the server log or the action log', async () => {
    const secrets: string[] = [];
    const output = await captureOutput(async () => {
      const created = await yamada.apiKeys.create({
        body: { note: 'log test', expiry: 'DAYS30', scope: ['USER_READ'] },
      });
      secrets.push(created.apiKey);
      const api = createKizunaClient({ baseURL: server.url, apiKey: created.apiKey });
      await yamada.apiKeys.updateNote({ params: { apiKeyId: created.apiKeyId }, body: { note: 'renamed' } });
      // Answers refused for every reason write their lines too.
      expect((await refusal(api.externalContacts.searchAll({ body: { page: 1 } }))).status).toBe(403);
      expect((await refusal(api.internalContacts.detail({ params: { contactId: 999_999 } }))).status).toBe(
        404,
      );
      await fetch(`${server.url}/api/v1/people/searchByFreeWord`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${created.apiKey}`, 'Content-Type': 'application/json' },
        body: '{not json',
      });
      await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
      expect((await peopleStatus(created.apiKey)).status).toBe(401);

      const service = await admin.apiServiceAdmin.create({
        body: { serviceName: 'Log test PBX', scope: ['PHONE_NUM_CONTACT_READ'] },
      });
      secrets.push(service.apiKey);
      const pbx = createKizunaClient({ baseURL: server.url, apiKey: service.apiKey });
      await pbx.publicApi.phoneLookup({ query: { number: '03-0000-0000' } });
      await admin.apiServiceAdmin.updateScope({
        params: { tenantPaapiServiceSettingsId: service.tenantPaapiServiceSettingsId },
        body: { scope: ['USER_READ'] },
      });
      await admin.apiServiceAdmin.disconnect({
        params: { tenantPaapiServiceSettingsId: service.tenantPaapiServiceSettingsId },
        body: { serviceName: 'Log test PBX' },
      });
      expect((await refusal(pbx.publicApi.people())).status).toBe(401);
    });

    // The capture saw the calls (the access log names each), so an absent key means something.
    expect(output).toContain('/api/v1/phoneNumbers/lookup');
    expect(output).toContain('/api/v1/people');
    const actions = await selectTenantRows(server.db, 'admin_action_log', demoId).selectAll().execute();
    expect(actions.some((row) => row.action === 'apiService.create')).toBe(true);
    const actionText = JSON.stringify(actions);
    for (const secret of secrets) {
      const body = secret.slice('kzn_'.length);
      expect(output).not.toContain(body);
      expect(actionText).not.toContain(body);
      // Not even the half of a key that would let a guesser finish it.
      expect(output).not.toContain(body.slice(12, 32));
      expect(actionText).not.toContain(body.slice(12, 32));
    }
  });
});
