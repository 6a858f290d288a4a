import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  ({ token } = await admin.scimAdmin.createToken({ body: { name: 'Entra ID' } }));
});
afterAll(async () => {
  await server?.close();
});

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

interface ScimAnswer {
  status: number;
  type: string | null;
  body: Record<string, unknown> & { id?: string; Resources?: Record<string, unknown>[] };
}

/** One call as an identity provider makes it: bearer token, SCIM media type. */
async function scim(method: string, path: string, body?: unknown, bearer = token): Promise<ScimAnswer> {
  const response = await fetch(`${server.url}/scim/v2${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${bearer}`,
      Accept: 'application/scim+json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/scim+json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: text ? (JSON.parse(text) as ScimAnswer['body']) : {},
  };
}

async function directoryFinds(client: KizunaClient, word: string) {
  const page = await client.internalContacts.searchByFreeWord({ body: { freeWord: word } });
  return page.items.map((item) => item.fullname);
}

async function lastLogRow() {
  return server.db
    .selectFrom('admin_action_log')
    .select(['action', 'target', 'actor_user_id', 'actor_label', 'before', 'after'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('SCIM as Microsoft Entra ID provisions', () => {
  it('creates, finds, updates by PATCH, deactivates and deletes a user', async () => {
    // Entra ID first looks the user up by userName, then creates them.
    const lookup = await scim('GET', '/Users?filter=userName+eq+%22Test_User_ab6490ee%40kizuna.example%22');
    expect(lookup).toMatchObject({ status: 200, body: { totalResults: 0, Resources: [] } });
    expect(lookup.type).toMatch(/^application\/scim\+json/);

    const created = await scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_ab6490ee@kizuna.example',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@kizuna.example' }],
      meta: { resourceType: 'User' },
      name: { formatted: '鈴木 一郎', familyName: '鈴木', givenName: '一郎' },
      phoneNumbers: [
        { type: 'work', value: '03-5555-0199' },
        { type: 'mobile', value: '090-5555-0199' },
      ],
      title: '課長',
      [ENTERPRISE]: { department: '営業一課', employeeNumber: 'E-0199' },
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id!;
    expect(created.body).toMatchObject({
      userName: 'Test_User_ab6490ee@kizuna.example',
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      active: true,
      displayName: '鈴木 一郎',
      emails: [{ value: 'Test_User_fd0ea19b@kizuna.example', primary: true }],
      phoneNumbers: [
        { type: 'work', value: '03-5555-0199' },
        { type: 'mobile', value: '090-5555-0199' },
      ],
      [ENTERPRISE]: { department: '営業一課', employeeNumber: 'E-0199' },
      meta: { resourceType: 'User', location: `${server.url}/scim/v2/Users/${id}` },
    });
    expect(await lastLogRow()).toMatchObject({
      action: 'scim.user.create',
      target: `user:${id}`,
      actor_user_id: null,
      actor_label: 'SCIM token Entra ID',
    });
    expect(await directoryFinds(admin, '鈴木 一郎')).toContain('鈴木 一郎');

    const found = await scim('GET', '/Users?filter=userName+eq+%22test_user_ab6490ee%40kizuna.example%22');
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.Resources?.[0]).toMatchObject({ id });

    // Update user [multi-valued properties], then [single-valued properties], as Entra ID sends them.
    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@kizuna.example' },
        { op: 'Replace', path: 'name.familyName', value: '佐藤' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: '情報システム部' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      displayName: '佐藤 一郎',
      emails: [{ value: 'updatedEmail@kizuna.example' }],
      [ENTERPRISE]: { department: '情報システム部' },
    });
    await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'userName', value: 'ichiro.sato@kizuna.example' }],
    });
    expect((await scim('GET', `/Users/${id}`)).body).toMatchObject({
      userName: 'ichiro.sato@kizuna.example',
    });

    // The person signs in; soft-deleting them (Entra ID's "False" string included) ends that session.
    const sato = await signInAs(Number(id), 'ichiro.sato@kizuna.example');
    expect((await sato.principal.userInfo()).accountId).toBe('ichiro.sato@kizuna.example');
    const disabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body).toMatchObject({ active: false });
    expect(await refusal(sato.principal.userInfo())).toMatchObject({ status: 401 });
    expect(await directoryFinds(admin, '佐藤 一郎')).not.toContain('佐藤 一郎');
    expect(await lastLogRow()).toMatchObject({ action: 'scim.user.update', before: { active: true } });

    const deleted = await scim('DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(await scim('GET', `/Users/${id}`)).toMatchObject({
      status: 404,
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '404' },
    });
  });

  it('creates a group as a division and adds and removes members by PATCH', async () => {
    const member = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'member.one@kizuna.example',
      active: true,
      displayName: '高橋 美咲',
    });
    const other = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'member.two@kizuna.example',
      active: true,
      displayName: '伊藤 健',
    });
    const lookup = await scim(
      'GET',
      '/Groups?excludedAttributes=members&filter=displayName+eq+%22SCIM%E6%8E%A8%E9%80%B2%E5%AE%A4%22',
    );
    expect(lookup.body).toMatchObject({ totalResults: 0 });

    const group = await scim('POST', '/Groups', {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:Group',
        'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group',
      ],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'SCIM推進室',
      meta: { resourceType: 'Group' },
    });
    expect(group).toMatchObject({ status: 201, body: { displayName: 'SCIM推進室', members: [] } });
    const groupId = group.body.id!;
    expect(await lastLogRow()).toMatchObject({
      action: 'scim.division.create',
      target: `division:${groupId}`,
    });

    const added = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          name: 'addMember',
          op: 'Add',
          path: 'members',
          value: [
            { $ref: null, value: member.body.id },
            { $ref: null, value: other.body.id },
          ],
        },
      ],
    });
    expect((added.body.members as { value: string }[]).map((m) => m.value)).toEqual([
      member.body.id,
      other.body.id,
    ]);
    expect((await scim('GET', `/Users/${member.body.id}`)).body).toMatchObject({
      groups: [{ value: groupId, display: 'SCIM推進室' }],
      [ENTERPRISE]: { department: 'SCIM推進室' },
    });

    const removed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          name: 'removeMembers',
          op: 'Remove',
          path: 'members',
          value: [{ $ref: null, value: other.body.id }],
        },
        { op: 'Replace', path: 'displayName', value: 'SCIM推進部' },
      ],
    });
    expect(removed.body).toMatchObject({ displayName: 'SCIM推進部', members: [{ value: member.body.id }] });
    expect((await scim('GET', `/Groups/${groupId}?excludedAttributes=members`)).body.members).toBeUndefined();

    expect((await scim('DELETE', `/Groups/${groupId}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${groupId}`)).status).toBe(404);
    expect((await scim('GET', `/Users/${member.body.id}`)).body.groups).toEqual([]);
  });
});

describe('SCIM as Okta provisions', () => {
  it('creates a user with a password, deactivates with a pathless replace and manages a pushed group', async () => {
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName: 'test.user@okta.local',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created).toMatchObject({ status: 201, body: { userName: 'test.user@okta.local', active: true } });
    const id = created.body.id!;

    const page = await scim(
      'GET',
      '/Users?filter=userName%20eq%20%22test.user%40okta.local%22&startIndex=1&count=100',
    );
    expect(page.body).toMatchObject({
      totalResults: 1,
      Resources: [{ id, externalId: '00ujl29u0le5T6Aj10h7' }],
    });

    const replaced = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName: 'test.user@okta.local',
      name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Another User',
      active: true,
    });
    expect(replaced.body).toMatchObject({ displayName: 'Another User', name: { givenName: 'Another' } });

    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.body).toMatchObject({ active: false });

    const group = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Test SCIMv2',
      members: [{ value: id, display: 'test.user@okta.local' }],
    });
    expect(group.body).toMatchObject({ members: [{ value: id }] });
    const groupId = group.body.id!;
    const renamed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Test SCIMv2 renamed' } }],
    });
    expect(renamed.body).toMatchObject({ displayName: 'Test SCIMv2 renamed' });
    const emptied = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }],
    });
    expect(emptied.body).toMatchObject({ members: [] });
  });
});

describe('SCIM service', () => {
  it('describes itself', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources?.map((type) => type.id)).toEqual(['User', 'Group']);
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(3);
  });

  it('refuses a wrong or revoked token with 401 and another tenant’s ids with 404', async () => {
    expect(await scim('GET', '/Users', undefined, 'kzscim_wrong')).toMatchObject({
      status: 401,
      body: { status: '401' },
    });
    const revoked = await admin.scimAdmin.createToken({ body: { name: 'Okta' } });
    expect((await scim('GET', '/Users?count=1', undefined, revoked.token)).status).toBe(200);
    await admin.scimAdmin.revokeToken({ query: { tokenId: revoked.tokenId } });
    expect((await scim('GET', '/Users', undefined, revoked.token)).status).toBe(401);

    const trialUser = await server.db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select('u.id')
      .where('t.code', '=', 'trial')
      .executeTakeFirstOrThrow();
    for (const method of ['GET', 'DELETE']) {
      expect((await scim(method, `/Users/${trialUser.id}`)).status).toBe(404);
    }
    expect(
      (
        await scim('PATCH', `/Users/${trialUser.id}`, {
          schemas: [PATCH_OP],
          Operations: [{ op: 'replace', path: 'active', value: false }],
        })
      ).status,
    ).toBe(404);
  });

  it('answers bad input with SCIM errors, never a 5xx', async () => {
    expect(await scim('GET', '/Users?filter=name.familyName+co+%22x%22')).toMatchObject({
      status: 400,
      body: { scimType: 'invalidFilter' },
    });
    expect(await scim('POST', '/Users', { schemas: [USER] })).toMatchObject({
      status: 400,
      body: { scimType: 'invalidValue' },
    });
    expect(await scim('POST', '/Users', { schemas: [USER], userName: 'admin' })).toMatchObject({
      status: 409,
      body: { scimType: 'uniqueness' },
    });
    expect((await scim('PATCH', '/Users/1', { Operations: [{ op: 'move' }] })).status).toBe(400);
    expect((await scim('GET', '/Users/abc')).status).toBe(404);
    expect((await scim('GET', '/Nothing')).status).toBe(404);
  });
});

describe('SCIM token administration', () => {
  it('lists tokens without the token, and refuses a plain user and another tenant', async () => {
    const { items } = await admin.scimAdmin.listTokens();
    expect(items[0]).toMatchObject({ name: 'Entra ID' });
    expect(items[0]!.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(items)).not.toContain('kzscim_');
    expect(await lastLogRowOf('scimToken.revoke')).toMatchObject({
      target: `scimToken:${items[0]!.tokenId + 1}`,
      before: { name: 'Okta' },
      after: null,
    });

    const yamada = await server.signIn('demoUser');
    expect(await refusal(yamada.scimAdmin.listTokens())).toMatchObject({ status: 403 });
    const trial = await server.signIn('trialAdmin');
    expect(await refusal(trial.scimAdmin.listTokens())).toMatchObject({ status: 403 });
    expect(await refusal(admin.scimAdmin.revokeToken({ query: { tokenId: 999_999 } }))).toMatchObject({
      status: 404,
      code: 'SCIM_TOKEN_NOT_FOUND',
    });
  });

  it('refuses an empty name with a field error', async () => {
    const error = (await admin.scimAdmin.createToken({ body: { name: '  ' } }).catch((e: unknown) => e)) as {
      statusCode: number;
      fieldErrors: { path: string }[];
    };
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors.map((f) => f.path)).toEqual(['body.name']);
  });
});

async function lastLogRowOf(action: string) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['target', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function signInAs(userId: number, accountId: string) {
  const { hashPassword } = await import('../auth/index.js');
  await server.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('Kizuna-Sato1'), password_change_reason: null })
    .where('id', '=', userId)
    .execute();
  return server.signIn({ tenantCode: 'demo', accountId, password: 'Kizuna-Sato1' });
}
