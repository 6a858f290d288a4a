import { createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { API_KEY_EXPIRIES, API_KEY_USER_SCOPES } from '@kizuna/api-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { ApiKeyResolver } from './resolveApiKey.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let yamadaId: number;
let adminId: number;

const EVERYTHING = { expiries: [...API_KEY_EXPIRIES], scope: [...API_KEY_USER_SCOPES] };

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  demoId = await tenantIdOf(server.db, 'demo');
  [yamadaId, adminId] = await Promise.all([
    userIdOf(server.db, demoId, 'yamada.taro'),
    userIdOf(server.db, demoId, 'admin'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  await admin.apiServiceAdmin.setKeyPolicy({ body: EVERYTHING });
});

async function keyCount(userId: number): Promise<number> {
  const rows = await selectTenantRows(server.db, 'api_keys', demoId)
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('what the tenant allows its people’s keys', () => {
  it('allows every expiry and scope until the administrator restricts them', async () => {
    expect(await admin.apiServiceAdmin.keyPolicy()).toEqual(EVERYTHING);
    const list = await yamada.apiKeys.list();
    expect(list.allowedExpiries).toEqual([...API_KEY_EXPIRIES]);
    expect(list.allowedScopes).toEqual(expect.arrayContaining(['USER_READ', 'EXTERNAL_CONTACTS_READ']));
  });

  it('offers only the allowed choices, and refuses a key outside them with field errors', async () => {
    const policy = await admin.apiServiceAdmin.setKeyPolicy({
      body: { expiries: ['DAYS60', 'DAYS30'], scope: ['USER_READ'] },
    });
    expect(policy).toEqual({ expiries: ['DAYS30', 'DAYS60'], scope: ['USER_READ'] });
    const list = await yamada.apiKeys.list();
    expect(list.allowedExpiries).toEqual(['DAYS30', 'DAYS60']);
    expect(list.allowedScopes).toEqual(['USER_READ']);

    const before = await keyCount(yamadaId);
    const noExpiry = await fieldRefusal(
      yamada.apiKeys.create({ body: { note: '', expiry: 'NO_EXPIRATION', scope: ['USER_READ'] } }),
    );
    expect(noExpiry).toEqual({ status: 400, fields: ['body.expiry:apiKeyExpiryNotAllowed'] });
    const withdrawn = await fieldRefusal(
      yamada.apiKeys.create({
        body: { note: '', expiry: 'DAYS30', scope: ['USER_READ', 'EXTERNAL_CONTACTS_READ'] },
      }),
    );
    expect(withdrawn).toEqual({ status: 400, fields: ['body.scope:apiKeyScopeNotAllowed'] });
    expect(await keyCount(yamadaId)).toBe(before);

    const made = await yamada.apiKeys.create({ body: { note: '', expiry: 'DAYS60', scope: ['USER_READ'] } });
    expect(made.scope).toEqual(['USER_READ']);
  });

  it('refuses a policy without any expiry or scope, changing nothing', async () => {
    await admin.apiServiceAdmin.setKeyPolicy({ body: { expiries: ['DAYS30'], scope: ['USER_READ'] } });
    const refused = await fieldRefusal(
      admin.apiServiceAdmin.setKeyPolicy({ body: { expiries: [], scope: [] } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields.map((field) => field.split(':')[0]).sort()).toEqual([
      'body.expiries',
      'body.scope',
    ]);
    expect(await admin.apiServiceAdmin.keyPolicy()).toEqual({ expiries: ['DAYS30'], scope: ['USER_READ'] });
  });

  it('is the administrator’s: a plain user is refused (403)', async () => {
    expect(await refusal(yamada.apiServiceAdmin.setKeyPolicy({ body: EVERYTHING }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('writes the change to the action log', async () => {
    await admin.apiServiceAdmin.setKeyPolicy({ body: { expiries: ['DAYS90'], scope: ['USER_READ'] } });
    const entry = await selectTenantRows(server.db, 'admin_action_log', demoId)
      .selectAll()
      .where('action', '=', 'apiKeyPolicy.change')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_user_id).toBe(adminId);
    expect(entry.after).toEqual({ expiries: ['DAYS90'], scope: ['USER_READ'] });
  });

  it('stops a withdrawn scope on the keys that hold it (403), and gives it back when allowed again', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: 'sync', expiry: 'DAYS30', scope: ['USER_READ', 'EXTERNAL_CONTACTS_READ'] },
    });
    const api = createKizunaClient({ baseURL: server.url, apiKey: created.apiKey });
    expect((await api.publicApi.people({ query: { size: 1 } })).items).toHaveLength(1);

    await admin.apiServiceAdmin.setKeyPolicy({
      body: { expiries: ['DAYS30'], scope: ['EXTERNAL_CONTACTS_READ'] },
    });
    expect(await refusal(api.publicApi.people({ query: { size: 1 } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });

    await admin.apiServiceAdmin.setKeyPolicy({ body: EVERYTHING });
    expect((await api.publicApi.people({ query: { size: 1 } })).items).toHaveLength(1);
  });
});

describe('the kept resolution of a key', () => {
  const resolver = new ApiKeyResolver();

  async function personalKey(scope: ('USER_READ' | 'USER_WRITE')[] = ['USER_READ']) {
    return (await admin.apiKeys.create({ body: { note: 'cache', expiry: 'DAYS30', scope } })).apiKey;
  }

  it('is reused while nothing changed, its own last-use write included', async () => {
    const secret = await personalKey();
    const now = Date.now();
    const first = await resolver.resolve(server.db, secret, new Date(now));
    expect(first?.caller).toMatchObject({ kind: 'user', userId: adminId, scopes: ['USER_READ'] });
    expect(await resolver.resolve(server.db, secret, new Date(now + 1_000))).toBe(first);
    // A minute later the key's last use is written; the kept resolution survives that write.
    expect(await resolver.resolve(server.db, secret, new Date(now + 61_000))).toBe(first);
    expect(await resolver.resolve(server.db, secret, new Date(now + 62_000))).toBe(first);
  });

  it('ends when the key is revoked', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect(await resolver.resolve(server.db, created.apiKey, new Date())).not.toBeNull();
    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
    expect(await resolver.resolve(server.db, created.apiKey, new Date())).toBeNull();
  });

  it('follows a service’s scope change', async () => {
    const service = await admin.apiServiceAdmin.create({
      body: { serviceName: `Cache ${Date.now()}`, scope: ['PHONE_NUM_CONTACT_READ'] },
    });
    const first = await resolver.resolve(server.db, service.apiKey, new Date());
    expect(first?.caller.scopes).toEqual(['PHONE_NUM_CONTACT_READ']);
    await admin.apiServiceAdmin.updateScope({
      params: { tenantPaapiServiceSettingsId: service.tenantPaapiServiceSettingsId },
      body: { scope: ['USER_READ'] },
    });
    expect((await resolver.resolve(server.db, service.apiKey, new Date()))?.caller.scopes).toEqual([
      'USER_READ',
    ]);
  });

  it('follows a role the owner loses', async () => {
    const secret = await personalKey(['USER_READ', 'USER_WRITE']);
    expect((await resolver.resolve(server.db, secret, new Date()))?.caller.scopes).toEqual([
      'USER_READ',
      'USER_WRITE',
    ]);
    const roles = await selectTenantRows(server.db, 'user_roles', demoId)
      .selectAll()
      .where('user_id', '=', adminId)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    await server.db
      .deleteFrom('user_roles')
      .where('tenant_id', '=', demoId)
      .where('user_id', '=', adminId)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    try {
      expect((await resolver.resolve(server.db, secret, new Date()))?.caller.scopes).toEqual(['USER_READ']);
    } finally {
      await server.db.insertInto('user_roles').values(roles).execute();
    }
  });

  it('ends when the owner is disabled', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect(await resolver.resolve(server.db, created.apiKey, new Date())).not.toBeNull();
    const setEnabled = (enabled: boolean) =>
      server.db
        .updateTable('users')
        .set({ enabled })
        .where('tenant_id', '=', demoId)
        .where('id', '=', yamadaId)
        .execute();
    await setEnabled(false);
    try {
      expect(await resolver.resolve(server.db, created.apiKey, new Date())).toBeNull();
    } finally {
      await setEnabled(true);
    }
    expect(await resolver.resolve(server.db, created.apiKey, new Date())).not.toBeNull();
    yamada = await server.signIn('demoUser');
  });

  it('ends when the tenant loses the paapi feature', async () => {
    const secret = await personalKey();
    expect(await resolver.resolve(server.db, secret, new Date())).not.toBeNull();
    await server.db
      .deleteFrom('tenant_features')
      .where('tenant_id', '=', demoId)
      .where('feature', '=', 'PAAPI')
      .execute();
    try {
      expect(await resolver.resolve(server.db, secret, new Date())).toBeNull();
    } finally {
      await server.db.insertInto('tenant_features').values({ tenant_id: demoId, feature: 'PAAPI' }).execute();
    }
  });
});
