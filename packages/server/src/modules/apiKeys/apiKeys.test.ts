import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { notifyExpiringApiKeys } from './notifyExpiringApiKeys.js';
import { resolveApiKey } from './resolveApiKey.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let trialId: number;
let yamadaId: number;

const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  [demoId, trialId] = await Promise.all([tenantIdOf(server.db, 'demo'), tenantIdOf(server.db, 'trial')]);
  yamadaId = await userIdOf(server.db, demoId, 'yamada.taro');
});
afterAll(async () => {
  await server?.close();
});

async function revokeAllOf(client: KizunaClient) {
  for (const key of (await client.apiKeys.list()).items) {
    await client.apiKeys.revoke({ params: { apiKeyId: key.apiKeyId } });
  }
}

describe('personal API keys', () => {
  it('creates a key shown once, then lists it without the secret', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: 'PBX 連携', expiry: 'DAYS30', scope: ['USER_READ', 'EXTERNAL_CONTACTS_READ'] },
    });
    expect(created.apiKey).toMatch(/^kzn_[A-Za-z0-9_-]{43}$/);
    expect(created.exp).not.toBeNull();
    const days = (Date.parse(created.exp!) - Date.parse(created.createdAt)) / DAY;
    expect(days).toBe(30);
    expect(created.maskedKey.endsWith(created.apiKey.slice(-4))).toBe(true);

    const listed = (await yamada.apiKeys.list()).items;
    const key = listed.find((item) => item.apiKeyId === created.apiKeyId);
    expect(key).toMatchObject({
      note: 'PBX 連携',
      scope: ['USER_READ', 'EXTERNAL_CONTACTS_READ'],
      expired: false,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.apiKey.slice(4, 20));
    // Only its hash is kept.
    const rows = await server.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.apiKeyId)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(created.apiKey);
    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
  });

  it('changes the note by PUT and by PATCH', async () => {
    const { apiKeyId } = await yamada.apiKeys.create({
      body: { note: 'old', expiry: 'NO_EXPIRATION', scope: ['USER_READ'] },
    });
    expect(
      (await yamada.apiKeys.replaceNote({ params: { apiKeyId }, body: { note: '勤怠システム' } })).note,
    ).toBe('勤怠システム');
    await yamada.apiKeys.updateNote({ params: { apiKeyId }, body: { note: 'CTI' } });
    const key = (await yamada.apiKeys.list()).items.find((item) => item.apiKeyId === apiKeyId);
    expect(key).toMatchObject({ note: 'CTI', exp: null, expired: false });
    await yamada.apiKeys.revoke({ params: { apiKeyId } });
  });

  it('revokes a key: it leaves the list and stops working', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS90', scope: ['USER_READ'] },
    });
    expect(await resolveApiKey(server.db, created.apiKey, new Date())).not.toBeNull();
    expect(await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } })).toEqual({ count: 1 });
    expect((await yamada.apiKeys.list()).items.map((k) => k.apiKeyId)).not.toContain(created.apiKeyId);
    expect(await resolveApiKey(server.db, created.apiKey, new Date())).toBeNull();
    expect(await refusal(yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } }))).toEqual({
      status: 404,
      code: 'API_KEY_NOT_FOUND',
    });
  });

  it('refuses an eleventh key and makes nothing', async () => {
    await revokeAllOf(yamada);
    for (let i = 1; i <= 10; i += 1) {
      await yamada.apiKeys.create({ body: { note: `key ${i}`, expiry: 'DAYS30', scope: ['USER_READ'] } });
    }
    expect(
      await refusal(yamada.apiKeys.create({ body: { note: '11', expiry: 'DAYS30', scope: ['USER_READ'] } })),
    ).toEqual({
      status: 409,
      code: 'API_KEY_LIMIT_REACHED',
    });
    expect((await yamada.apiKeys.list()).items).toHaveLength(10);
    // A revoked key frees its place.
    const first = (await yamada.apiKeys.list()).items[0]!;
    await yamada.apiKeys.revoke({ params: { apiKeyId: first.apiKeyId } });
    await yamada.apiKeys.create({ body: { note: 'again', expiry: 'DAYS30', scope: ['USER_READ'] } });
    await revokeAllOf(yamada);
  });

  it('refuses a scope the user may not hold, and bad input, with field errors', async () => {
    // yamada administers neither people nor divisions.
    expect(
      await fieldRefusal(
        yamada.apiKeys.create({ body: { note: '', expiry: 'DAYS30', scope: ['USER_READ', 'USER_WRITE'] } }),
      ),
    ).toEqual({ status: 400, fields: ['body.scope:apiKeyScopeNotAllowed'] });
    expect(
      await fieldRefusal(
        yamada.apiKeys.create({ body: { note: '', expiry: 'DAYS30', scope: ['DIVISION_WRITE'] } }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await fieldRefusal(yamada.apiKeys.create({ body: { note: '', expiry: 'DAYS30', scope: [] } })),
    ).toMatchObject({
      status: 400,
      fields: ['body.scope:length'],
    });
    const bad = { note: '', expiry: 'DAYS7', scope: ['USER_READ'] } as never;
    expect(await fieldRefusal(yamada.apiKeys.create({ body: bad }))).toMatchObject({ status: 400 });
    expect((await yamada.apiKeys.list()).items).toEqual([]);
    // The administrator holds both roles.
    const key = await admin.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_WRITE', 'DIVISION_WRITE'] },
    });
    expect(key.scope).toEqual(['USER_WRITE', 'DIVISION_WRITE']);
    await admin.apiKeys.revoke({ params: { apiKeyId: key.apiKeyId } });
  });

  it('does not reach another person’s key', async () => {
    const { apiKeyId } = await admin.apiKeys.create({
      body: { note: 'admin', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect(await refusal(yamada.apiKeys.updateNote({ params: { apiKeyId }, body: { note: 'x' } }))).toEqual({
      status: 404,
      code: 'API_KEY_NOT_FOUND',
    });
    expect(await refusal(yamada.apiKeys.revoke({ params: { apiKeyId } }))).toMatchObject({ status: 404 });
    expect((await admin.apiKeys.list()).items.find((k) => k.apiKeyId === apiKeyId)?.note).toBe('admin');
    await admin.apiKeys.revoke({ params: { apiKeyId } });
  });

  it('answers 403 to a tenant without paapi', async () => {
    const trialAdmin = await server.signIn('trialAdmin');
    expect(await refusal(trialAdmin.apiKeys.list())).toMatchObject({ status: 403 });
    expect(await refusal(trialAdmin.apiServiceAdmin.list())).toMatchObject({ status: 403 });
  });
});

describe('resolveApiKey', () => {
  it('names the tenant, the owner, the key and its scopes, and notes the use once a minute', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ', 'EXTERNAL_CONTACTS_WRITE'] },
    });
    const now = new Date();
    expect(await resolveApiKey(server.db, created.apiKey, now)).toEqual({
      tenantId: demoId,
      keyId: created.apiKeyId,
      kind: 'user',
      userId: yamadaId,
      serviceId: null,
      scopes: ['USER_READ', 'EXTERNAL_CONTACTS_WRITE'],
    });
    const lastUsed = async () =>
      (await yamada.apiKeys.list()).items.find((k) => k.apiKeyId === created.apiKeyId)!.lastUsedAt;
    expect(await lastUsed()).toBe(now.toISOString());
    await resolveApiKey(server.db, created.apiKey, new Date(now.getTime() + 30_000));
    expect(await lastUsed()).toBe(now.toISOString());
    const later = new Date(now.getTime() + 61_000);
    await resolveApiKey(server.db, created.apiKey, later);
    expect(await lastUsed()).toBe(later.toISOString());
    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
  });

  it('answers null for an expired key, and the list flags it expired', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect(await resolveApiKey(server.db, created.apiKey, new Date(Date.now() + 29 * DAY))).not.toBeNull();
    expect(await resolveApiKey(server.db, created.apiKey, new Date(Date.now() + 31 * DAY))).toBeNull();
    // A day past its expiry (the session would not outlive a month of moved clock).
    await server.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - DAY) })
      .where('id', '=', created.apiKeyId)
      .execute();
    expect(await resolveApiKey(server.db, created.apiKey, new Date())).toBeNull();
    const key = (await yamada.apiKeys.list()).items.find((k) => k.apiKeyId === created.apiKeyId);
    expect(key?.expired).toBe(true);
    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
  });

  it('answers null for unknown and malformed secrets', async () => {
    const created = await yamada.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    const flipped = created.apiKey.slice(0, -1) + (created.apiKey.endsWith('A') ? 'B' : 'A');
    for (const secret of [
      flipped,
      '',
      'kzn_',
      created.apiKey.slice(4),
      `${created.apiKey}x`,
      'kzn_' + 'a'.repeat(43),
    ]) {
      expect(await resolveApiKey(server.db, secret, new Date())).toBeNull();
    }
    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
  });

  it('gives a key no more than its owner may do now', async () => {
    const created = await admin.apiKeys.create({
      body: { note: '', expiry: 'DAYS30', scope: ['USER_READ', 'USER_WRITE'] },
    });
    const adminId = await userIdOf(server.db, demoId, 'admin');
    await server.db
      .deleteFrom('user_roles')
      .where('tenant_id', '=', demoId)
      .where('user_id', '=', adminId)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    try {
      expect((await resolveApiKey(server.db, created.apiKey, new Date()))?.scopes).toEqual(['USER_READ']);
    } finally {
      await server.db
        .insertInto('user_roles')
        .values({ tenant_id: demoId, user_id: adminId, role: 'ADMIN_USER' })
        .execute();
    }
    // Losing the API privilege stops the key altogether.
    await server.db
      .deleteFrom('user_virtual_roles')
      .where('tenant_id', '=', demoId)
      .where('user_id', '=', adminId)
      .where('role', '=', 'USER_PAAPI_AVAILABLE')
      .execute();
    try {
      expect(await resolveApiKey(server.db, created.apiKey, new Date())).toBeNull();
    } finally {
      await server.db
        .insertInto('user_virtual_roles')
        .values({ tenant_id: demoId, user_id: adminId, role: 'USER_PAAPI_AVAILABLE' })
        .execute();
    }
    await admin.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
  });
});

describe('service connections', () => {
  async function logOf(serviceId: number) {
    return server.db
      .selectFrom('admin_action_log')
      .select(['action', 'before', 'after'])
      .where('tenant_id', '=', demoId)
      .where('target', '=', `apiService:${serviceId}`)
      .orderBy('id')
      .execute();
  }

  it('connects a service, changes its scopes and disconnects it on its exact name', async () => {
    const created = await admin.apiServiceAdmin.create({
      body: { serviceName: '受付パネル', scope: ['PHONE_NUM_CONTACT_READ', 'CALL_HISTORY_WRITE'] },
    });
    const id = created.tenantPaapiServiceSettingsId;
    expect(created.apiKey).toMatch(/^kzn_/);
    expect(await resolveApiKey(server.db, created.apiKey, new Date())).toMatchObject({
      tenantId: demoId,
      kind: 'service',
      serviceId: id,
      userId: null,
      scopes: ['PHONE_NUM_CONTACT_READ', 'CALL_HISTORY_WRITE'],
    });
    expect((await admin.apiServiceAdmin.list()).items).toEqual([
      expect.objectContaining({ tenantPaapiServiceSettingsId: id, serviceName: '受付パネル' }),
    ]);

    const changed = await admin.apiServiceAdmin.updateScope({
      params: { tenantPaapiServiceSettingsId: id },
      body: { scope: ['DESTINATION_WRITE'] },
    });
    expect(changed.scope).toEqual(['DESTINATION_WRITE']);
    expect((await resolveApiKey(server.db, created.apiKey, new Date()))?.scopes).toEqual([
      'DESTINATION_WRITE',
    ]);

    expect(
      await fieldRefusal(
        admin.apiServiceAdmin.disconnect({
          params: { tenantPaapiServiceSettingsId: id },
          body: { serviceName: '受付パネル ' },
        }),
      ),
    ).toEqual({ status: 400, fields: ['body.serviceName:apiServiceNameMismatch'] });
    expect((await admin.apiServiceAdmin.list()).items).toHaveLength(1);

    await admin.apiServiceAdmin.disconnect({
      params: { tenantPaapiServiceSettingsId: id },
      body: { serviceName: '受付パネル' },
    });
    expect((await admin.apiServiceAdmin.list()).items).toEqual([]);
    expect(await resolveApiKey(server.db, created.apiKey, new Date())).toBeNull();

    const log = await logOf(id);
    expect(log.map((entry) => entry.action)).toEqual([
      'apiService.create',
      'apiService.changeScope',
      'apiService.disconnect',
    ]);
    expect(log[1]?.after).toEqual({ serviceName: '受付パネル', scope: ['DESTINATION_WRITE'] });
    const everything = JSON.stringify(await server.db.selectFrom('admin_action_log').selectAll().execute());
    expect(everything).not.toContain(created.apiKey.slice(4));
  });

  it('refuses a name connected already, and the people without the entry', async () => {
    const { tenantPaapiServiceSettingsId } = await admin.apiServiceAdmin.create({
      body: { serviceName: 'HR', scope: ['USER_READ'] },
    });
    expect(
      await fieldRefusal(admin.apiServiceAdmin.create({ body: { serviceName: 'HR', scope: ['USER_READ'] } })),
    ).toEqual({ status: 400, fields: ['body.serviceName:duplicate'] });
    expect(await refusal(yamada.apiServiceAdmin.list())).toMatchObject({ status: 403 });
    await admin.apiServiceAdmin.disconnect({
      params: { tenantPaapiServiceSettingsId },
      body: { serviceName: 'HR' },
    });
  });

  it('does not reach a service of another tenant', async () => {
    const other = await server.db
      .insertInto('api_services')
      .values({ tenant_id: trialId, name: 'Trial PBX', scopes: ['USER_READ'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const params = { tenantPaapiServiceSettingsId: other.id };
    expect(
      await refusal(admin.apiServiceAdmin.updateScope({ params, body: { scope: ['USER_WRITE'] } })),
    ).toEqual({
      status: 404,
      code: 'API_SERVICE_NOT_FOUND',
    });
    expect(
      await refusal(admin.apiServiceAdmin.disconnect({ params, body: { serviceName: 'Trial PBX' } })),
    ).toMatchObject({ status: 404 });
    const row = await server.db
      .selectFrom('api_services')
      .select('scopes')
      .where('id', '=', other.id)
      .executeTakeFirst();
    expect(row?.scopes).toEqual(['USER_READ']);
  });
});

describe('expiry notices', () => {
  it('mails the owner a week before a key expires, once per key', async () => {
    await Promise.all([revokeAllOf(yamada), revokeAllOf(admin)]);
    const soon = await yamada.apiKeys.create({
      body: { note: 'CTI', expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    await yamada.apiKeys.create({ body: { note: 'later', expiry: 'DAYS90', scope: ['USER_READ'] } });
    await yamada.apiKeys.create({ body: { note: 'never', expiry: 'NO_EXPIRATION', scope: ['USER_READ'] } });
    const mails = () =>
      server.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text_body'])
        .where('kind', '=', 'API_KEY_EXPIRING')
        .execute();

    // Eight days ahead of the 30-day key's expiry: nothing yet.
    expect(await notifyExpiringApiKeys(server.db, new Date(Date.now() + 22 * DAY), null)).toBe(0);
    expect(await notifyExpiringApiKeys(server.db, new Date(Date.now() + 24 * DAY), null)).toBe(1);
    const sent = await mails();
    expect(sent).toEqual([
      expect.objectContaining({
        to_address: 'yamada.taro@demo.example.com',
        subject: 'API キーの有効期限が近づいています',
      }),
    ]);
    expect(sent[0]?.text_body).toContain(soon.maskedKey);
    expect(sent[0]?.text_body).not.toContain(soon.apiKey);
    // Once per key, however often the job runs.
    expect(await notifyExpiringApiKeys(server.db, new Date(Date.now() + 25 * DAY), null)).toBe(0);
    expect(await mails()).toHaveLength(1);
    await revokeAllOf(yamada);
  });
});
