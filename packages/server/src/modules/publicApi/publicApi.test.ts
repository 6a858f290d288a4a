import { createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { contract, type ApiKeyScope, type ApiKeyUserScope } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { indexContactPhoneNumbers, indexPeoplePhoneNumbers } from '../phoneLookup/index.js';

/** A small burst, so that one test can run a key out of calls; the tenant's is out of the way. */
const KEY_BURST = 40;

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let trialId: number;
const ids = { admin: 0, yamada: 0, trialAdmin: 0 };

beforeAll(async () => {
  server = await startTestServer({
    apiRateLimits: {
      perKey: { perSecond: 0.05, burst: KEY_BURST },
      perTenant: { perSecond: 1000, burst: 100_000 },
    },
  });
  await turnOnTenantFeatures(server.db, 'demo', ['PAAPI']);
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  demoId = await tenantIdOf(server.db, 'demo');
  trialId = await tenantIdOf(server.db, 'trial');
  ids.admin = await userIdOf(server.db, demoId, 'admin');
  ids.yamada = await userIdOf(server.db, demoId, 'yamada.taro');
  ids.trialAdmin = await userIdOf(server.db, trialId, 'admin');
});

afterAll(async () => {
  await server?.close();
});

/** A new personal key of the signed-in client: its secret and id. */
async function personalKey(owner: KizunaClient, scope: ApiKeyUserScope[]) {
  const created = await owner.apiKeys.create({ body: { note: 'test', expiry: 'DAYS30', scope } });
  return { secret: created.apiKey, id: created.apiKeyId };
}

/** A new service connection of the demo tenant with the given scopes: its key. */
async function serviceKey(scope: ApiKeyScope[]) {
  const created = await admin.apiServiceAdmin.create({
    body: { serviceName: `PBX ${Math.random().toString(36).slice(2)}`, scope },
  });
  return created.apiKey;
}

function keyClient(apiKey: string): KizunaClient {
  return createKizunaClient({ baseURL: server.url, apiKey });
}

describe('/api/v1 with a personal key', () => {
  it('reads the directory as its owner: the sync list, a person, the divisions', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    const api = keyClient(secret);
    const people = await api.publicApi.people({ query: { size: 100 } });
    const yamadaRow = people.items.find((person) => person.contactId === ids.yamada);
    expect(yamadaRow?.accountId).toBe('yamada.taro');
    expect(people.items.every((person) => person.contactId !== ids.trialAdmin)).toBe(true);

    const detail = await api.internalContacts.detail({ params: { contactId: ids.yamada } });
    expect(detail.contactId).toBe(ids.yamada);
    const roots = await api.divisions.roots();
    expect(roots.items.length).toBeGreaterThan(0);
  });

  it('lists only people changed since updatedSince, oldest change first', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    const api = keyClient(secret);
    const changedAt = new Date(Date.now() + 60_000);
    await server.db
      .updateTable('users')
      .set({ updated_at: changedAt, phone_num: '03-5555-0101' })
      .where('tenant_id', '=', demoId)
      .where('id', '=', ids.yamada)
      .execute();
    const changed = await api.publicApi.people({ query: { updatedSince: changedAt.toISOString() } });
    expect(changed.items.map((person) => [person.contactId, person.phoneNum])).toEqual([
      [ids.yamada, '03-5555-0101'],
    ]);
    expect(changed.items[0]?.updatedAt).toBe(changedAt.toISOString());
  });

  it('answers a single resource with an ETag and 304 when it did not change', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    const url = `${server.url}/api/v1/people/${ids.yamada}`;
    const headers = { Authorization: `Bearer ${secret}` };
    const first = await fetch(url, { headers });
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('set-cookie')).toBeNull();
    const again = await fetch(url, { headers: { ...headers, 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses a call its scopes do not cover with 403, and changes nothing', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    const api = keyClient(secret);
    expect(await refusal(api.externalContacts.searchAll({ body: { page: 1 } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('refuses a service-only resource to a personal key with 403', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    expect(await refusal(keyClient(secret).publicApi.callRecords())).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('edits a person while the owner may, and not once the owner lost the right (403)', async () => {
    const { secret } = await personalKey(admin, ['USER_READ', 'USER_WRITE']);
    const api = keyClient(secret);
    const fields = await api.userEdit.get({ params: { userId: ids.yamada } });
    expect(fields.userId).toBe(ids.yamada);

    const roles = await selectTenantRows(server.db, 'user_roles', demoId)
      .selectAll()
      .where('user_id', '=', ids.admin)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    await server.db
      .deleteFrom('user_roles')
      .where('tenant_id', '=', demoId)
      .where('user_id', '=', ids.admin)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    try {
      expect(await refusal(api.userEdit.get({ params: { userId: ids.yamada } }))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    } finally {
      await server.db.insertInto('user_roles').values(roles).execute();
    }
  });

  it("answers another tenant's ids as unknown (404)", async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    expect(
      (await refusal(keyClient(secret).internalContacts.detail({ params: { contactId: ids.trialAdmin } })))
        .status,
    ).toBe(404);
  });

  it('answers 401 to no key, a made-up key and a revoked key', async () => {
    const { secret, id } = await personalKey(yamada, ['USER_READ']);
    const api = keyClient(secret);
    await api.publicApi.people();

    const noKey = await fetch(`${server.url}/api/v1/people`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(keyClient(`kzn_${'x'.repeat(43)}`).publicApi.people())).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });

    await yamada.apiKeys.revoke({ params: { apiKeyId: id } });
    expect(await refusal(api.publicApi.people())).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('takes no cookie session in place of a key', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const response = await fetch(`${server.url}/api/v1/people`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
  });

  it('refuses a flood with 429 and Retry-After before doing any work', async () => {
    const { secret } = await personalKey(yamada, ['USER_READ']);
    const headers = { Authorization: `Bearer ${secret}` };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let call = 0; call <= KEY_BURST; call += 1) {
      const response = await fetch(`${server.url}/api/v1/divisions`, { headers });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(await response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(KEY_BURST);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('cannot call an endpoint without an /api/v1 route', () => {
    const api = keyClient('kzn_any');
    expect(() => api.$url(contract.auth.xsrf)).toThrow(TypeError);
  });
});

describe('/api/v1 with a service connection key', () => {
  it('posts a call record and reads it back in the call history, in order', async () => {
    const api = keyClient(await serviceKey(['CALL_HISTORY_READ', 'CALL_HISTORY_WRITE']));
    const before = await api.publicApi.callRecords({ query: { size: 100 } });
    const posted = await api.publicApi.addCallRecord({
      body: {
        userId: ids.yamada,
        direction: 'INCOMING',
        fromNum: '03-1234-5678',
        toNum: '1001',
        connected: true,
        calledAt: '2026-11-20T01:02:03.000Z',
      },
    });
    expect(posted).toMatchObject({ userId: ids.yamada, fromNum: '03-1234-5678', connected: true });
    const afterId = before.items.at(-1)?.callRecordId;
    const after = await api.publicApi.callRecords({ query: afterId ? { afterId } : {} });
    expect(after.items.map((record) => record.callRecordId)).toContain(posted.callRecordId);

    const history = await yamada.callHistory.incoming();
    expect(history.items.map((item) => item.callHistoryId)).toContain(posted.callRecordId);
  });

  it('refuses a bad call record with field errors and writes nothing', async () => {
    const api = keyClient(await serviceKey(['CALL_HISTORY_WRITE']));
    const count = async () =>
      (await selectTenantRows(server.db, 'call_history', demoId).select('id').execute()).length;
    const rows = await count();
    const refused = await fieldRefusal(
      api.publicApi.addCallRecord({
        body: {
          userId: ids.yamada,
          direction: 'SIDEWAYS' as 'INCOMING',
          fromNum: '',
          toNum: '1001',
          connected: true,
          calledAt: 'yesterday',
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields.map((field) => field.split(':')[0])).toEqual(
      expect.arrayContaining(['body.direction', 'body.fromNum', 'body.calledAt']),
    );
    expect(await count()).toBe(rows);
  });

  it("posts no call record for another tenant's person (404)", async () => {
    const api = keyClient(await serviceKey(['CALL_HISTORY_WRITE']));
    expect(
      await refusal(
        api.publicApi.addCallRecord({
          body: {
            userId: ids.trialAdmin,
            direction: 'OUTGOING',
            fromNum: '1001',
            toNum: '0312345678',
            connected: false,
            calledAt: '2026-11-20T01:02:03.000Z',
          },
        }),
      ),
    ).toEqual({ status: 404, code: 'CONTACT_NOT_FOUND' });
  });

  it('looks up the person or external contact a phone number belongs to, in any common format', async () => {
    await server.db
      .updateTable('users')
      .set({ phone_num: '03-6666-0102' })
      .where('tenant_id', '=', demoId)
      .where('id', '=', ids.admin)
      .execute();
    await indexPeoplePhoneNumbers(server.db, demoId, [ids.admin]);
    const api = keyClient(await serviceKey(['PHONE_NUM_CONTACT_READ']));
    for (const number of ['03-6666-0102', '0366660102', '+81 3 6666 0102']) {
      const { match } = await api.publicApi.phoneLookup({ query: { number } });
      expect(match, number).toMatchObject({ kind: 'INTERNAL', contactId: ids.admin });
    }
    expect((await api.publicApi.phoneLookup({ query: { number: '099-9999-9999' } })).match).toBeNull();

    const folder = await server.db
      .insertInto('contact_folders')
      .values({
        tenant_id: demoId,
        folder_type: 'COMMON',
        owner_user_id: null,
        name: '取引先',
        users_can_edit: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = await server.db
      .insertInto('external_contacts')
      .values({
        tenant_id: demoId,
        folder_id: folder.id,
        fullname: '外部 一郎',
        company_name: 'みなと商事',
        phone_num: '06-7777-0103',
        registered_user_id: ids.admin,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexContactPhoneNumbers(server.db, demoId, [contact.id]);
    const external = await api.publicApi.phoneLookup({ query: { number: '０６（７７７７）０１０３' } });
    expect(external.match).toMatchObject({
      kind: 'EXTERNAL',
      contactId: contact.id,
      organization: 'みなと商事',
    });
  });

  it('reads the people list, and is refused the endpoints that act as a person (403)', async () => {
    const api = keyClient(await serviceKey(['USER_READ']));
    expect((await api.publicApi.people()).totalCount).toBeGreaterThan(0);
    expect(await refusal(api.internalContacts.detail({ params: { contactId: ids.yamada } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('lacks a scope it was not given (403)', async () => {
    const api = keyClient(await serviceKey(['USER_READ']));
    expect(await refusal(api.publicApi.phoneLookup({ query: { number: '1001' } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});

describe('/api/v1 destination write (a door panel)', () => {
  async function insertDestination(tenantId: number, name: string) {
    return server.db
      .insertInto('destinations')
      .values({ tenant_id: tenantId, name, color: 'BLUE' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('sets a built-in state, a tenant destination and a free text, and the person sees each', async () => {
    const api = keyClient(await serviceKey(['DESTINATION_WRITE']));
    const left = await api.publicApi.setDestination({
      params: { userId: ids.yamada },
      body: { kind: 'LEAVING_WORK' },
    });
    expect(left).toMatchObject({
      userId: ids.yamada,
      destination: { kind: 'LEAVING_WORK', destName: '退社' },
    });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('LEAVING_WORK');

    const custom = await insertDestination(demoId, '第二工場');
    const atPlant = await api.publicApi.setDestination({
      params: { userId: ids.yamada },
      body: { kind: 'CUSTOM', destId: custom.id },
    });
    expect(atPlant.destination).toMatchObject({ kind: 'CUSTOM', destId: custom.id, destName: '第二工場' });

    await api.publicApi.setDestination({
      params: { userId: ids.yamada },
      body: { kind: 'OTHER', destName: ' 13時まで外出 ' },
    });
    expect((await yamada.userDest.get()).currentDestination).toMatchObject({
      kind: 'OTHER',
      destName: '13時まで外出',
    });

    const cleared = await api.publicApi.setDestination({
      params: { userId: ids.yamada },
      body: { kind: 'NOT_SET' },
    });
    expect(cleared.destination).toBeNull();
    expect((await yamada.userDest.get()).currentDestination).toBeNull();
  });

  it('refuses a blank or too long free text and an unknown kind with field errors, changing nothing', async () => {
    const api = keyClient(await serviceKey(['DESTINATION_WRITE']));
    await api.publicApi.setDestination({ params: { userId: ids.yamada }, body: { kind: 'MEETING' } });
    for (const body of [
      { kind: 'OTHER', destName: '   ' },
      { kind: 'OTHER', destName: 'あ'.repeat(31) },
      { kind: 'SLEEPING' },
    ]) {
      const refused = await fieldRefusal(
        api.publicApi.setDestination({ params: { userId: ids.yamada }, body: body as never }),
      );
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.fields.length).toBeGreaterThan(0);
    }
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('MEETING');
  });

  it("answers 404 to another tenant's person or destination, changing nothing", async () => {
    const api = keyClient(await serviceKey(['DESTINATION_WRITE']));
    await api.publicApi.setDestination({ params: { userId: ids.yamada }, body: { kind: 'WORK' } });
    expect(
      await refusal(
        api.publicApi.setDestination({ params: { userId: ids.trialAdmin }, body: { kind: 'LEAVING_WORK' } }),
      ),
    ).toEqual({ status: 404, code: 'CONTACT_NOT_FOUND' });
    const trialDestination = await insertDestination(trialId, 'Trial room');
    expect(
      await refusal(
        api.publicApi.setDestination({
          params: { userId: ids.yamada },
          body: { kind: 'CUSTOM', destId: trialDestination.id },
        }),
      ),
    ).toEqual({ status: 404, code: 'DESTINATION_NOT_FOUND' });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('WORK');
  });

  it('is refused to a key without DESTINATION_WRITE (403)', async () => {
    const api = keyClient(await serviceKey(['USER_READ', 'USER_WRITE']));
    expect(
      await refusal(api.publicApi.setDestination({ params: { userId: ids.yamada }, body: { kind: 'WORK' } })),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('the OpenAPI document', () => {
  it('describes the /api/v1 routes with the bearer scheme and their scopes', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security: object[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/people']?.get?.security).toEqual([{ apiKey: ['USER_READ'] }]);
    expect(document.paths['/api/v1/people/{contactId}']?.get).toBeDefined();
    expect(document.paths['/api/browser/publicApi/people']).toBeUndefined();
  });
});
