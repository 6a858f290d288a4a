import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../test/turnOnTenantFeatures.js';
import { deleteTenantRows, selectTenantRows } from '../db/tenantRows.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function userId(accountId: string): Promise<{ tenantId: number; id: number }> {
  const row = await server.db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.tenant_id'])
    .where('tenants.code', '=', 'demo')
    .where('users.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { tenantId: Number(row.tenant_id), id: Number(row.id) };
}

// Changes are written straight into the database, as another server node (or an operator) would:
// the session's next request must see them.
describe('a signed-in session between requests', () => {
  it('sees its roles, virtual roles and divisions change on the next request', async () => {
    const client = await server.signIn('demoAdmin');
    const admin = await userId('admin');
    expect((await client.principal.userRoles()).userRoles).toContain('ADMIN_USER');

    await server.db
      .deleteFrom('user_roles')
      .where('user_id', '=', admin.id)
      .where('role', '=', 'ADMIN_USER')
      .execute();
    expect((await client.principal.userRoles()).userRoles).not.toContain('ADMIN_USER');
    await server.db
      .insertInto('user_roles')
      .values({ tenant_id: admin.tenantId, user_id: admin.id, role: 'ADMIN_USER' })
      .execute();
    expect((await client.principal.userRoles()).userRoles).toContain('ADMIN_USER');

    await server.db
      .insertInto('user_virtual_roles')
      .values({ tenant_id: admin.tenantId, user_id: admin.id, role: 'USER_GOTALK_AVAILABLE' })
      .execute();
    expect((await client.principal.userRoles()).userVirtualRoles).toContain('USER_GOTALK_AVAILABLE');

    const before = await client.principal.userInfo();
    const other = await selectTenantRows(server.db, 'divisions', admin.tenantId)
      .select('id')
      .where('id', 'not in', before.divisionIds)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('user_divisions')
      .set({ division_id: other.id })
      .where('user_id', '=', admin.id)
      .execute();
    expect((await client.principal.userInfo()).divisionIds).toEqual([Number(other.id)]);
  });

  it('sees its own profile and its tenant change on the next request', async () => {
    const client = await server.signIn('demoUser');
    const user = await userId('yamada.taro');
    expect((await client.principal.userInfo()).fullname).toBe('山田 太郎');
    await server.db.updateTable('users').set({ fullname: '山田 太朗' }).where('id', '=', user.id).execute();
    expect((await client.principal.userInfo()).fullname).toBe('山田 太朗');

    await turnOnTenantFeatures(server.db, 'demo', ['THANKS']);
    expect((await client.principal.tenantInfo()).tenantFeatures).toContain('THANKS');
    await deleteTenantRows(server.db, 'tenant_features', user.tenantId)
      .where('feature', '=', 'THANKS')
      .execute();
    expect((await client.principal.tenantInfo()).tenantFeatures).not.toContain('THANKS');
    await expect(client.principal.thanksPointStatus()).rejects.toMatchObject({ statusCode: 403 });
    await server.db
      .insertInto('tenant_features')
      .values({ tenant_id: user.tenantId, feature: 'THANKS' })
      .execute();
    expect(await client.principal.thanksPointStatus()).toMatchObject({ receivedPoint: 0 });
  });

  it("gives a session first seen after its tenant changed the tenant as it is now, not as another session's", async () => {
    const first = await server.signIn('demoUser');
    const user = await userId('yamada.taro');
    await deleteTenantRows(server.db, 'tenant_features', user.tenantId)
      .where('feature', '=', 'THANKS')
      .execute();
    try {
      expect((await first.principal.tenantInfo()).tenantFeatures).not.toContain('THANKS');
      await turnOnTenantFeatures(server.db, 'demo', ['THANKS']);
      const second = await server.signIn('demoAdmin');
      expect((await second.principal.tenantInfo()).tenantFeatures).toContain('THANKS');
      const inhibited = (await second.principal.tenantInfo()).copyInhibit;
      await server.db
        .updateTable('tenants')
        .set({ copy_inhibit: !inhibited })
        .where('id', '=', user.tenantId)
        .execute();
      const third = await server.signIn('demoUser');
      expect((await third.principal.tenantInfo()).copyInhibit).toBe(!inhibited);
      await server.db
        .updateTable('tenants')
        .set({ copy_inhibit: inhibited })
        .where('id', '=', user.tenantId)
        .execute();
    } finally {
      await turnOnTenantFeatures(server.db, 'demo', ['THANKS']);
    }
  });

  it('sees a company-level ANPI permission granted or withdrawn on the next request', async () => {
    const client = await server.signIn('demoUser');
    const user = await userId('yamada.taro');
    const answered = await server.db
      .selectFrom('anpi_answers')
      .select('user_id')
      .where('tenant_id', '=', user.tenantId)
      .where('user_id', '!=', user.id)
      .executeTakeFirstOrThrow();
    const colleague = { params: { contactId: Number(answered.user_id) } };
    const permissions = () =>
      deleteTenantRows(server.db, 'anpi_company_permissions', user.tenantId).where('user_id', '=', user.id);
    await permissions().execute();
    // Without the permission (and below a manager's level) a colleague's answer is not shown.
    expect((await client.internalContacts.detail(colleague)).anpi).toBeUndefined();
    await server.db
      .insertInto('anpi_company_permissions')
      .values({ tenant_id: user.tenantId, user_id: user.id })
      .execute();
    try {
      expect((await client.internalContacts.detail(colleague)).anpi).toMatchObject({
        answer: expect.any(String),
      });
    } finally {
      await permissions().execute();
    }
    expect((await client.internalContacts.detail(colleague)).anpi).toBeUndefined();
  });

  it('is refused at once when the session ends elsewhere or the user is disabled', async () => {
    const signedOutElsewhere = await server.signIn('demoUser');
    await signedOutElsewhere.principal.userInfo();
    const user = await userId('yamada.taro');
    await server.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await expect(signedOutElsewhere.principal.userInfo()).rejects.toMatchObject({ statusCode: 401 });

    const disabled = await server.signIn('demoUser');
    await disabled.principal.userInfo();
    await server.db.updateTable('users').set({ enabled: false }).where('id', '=', user.id).execute();
    try {
      await expect(disabled.principal.userInfo()).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      await server.db.updateTable('users').set({ enabled: true }).where('id', '=', user.id).execute();
    }
  });

  it('ends after the idle time even though its principal was kept', async () => {
    const client = await server.signIn('demoUser');
    for (let i = 0; i < 3; i++) await client.principal.userInfo();
    server.advanceClock(server.config.sessionIdleMinutes * 60_000 + 1_000);
    await expect(client.principal.userInfo()).rejects.toMatchObject({ statusCode: 401 });
  });
});

// A search only reads, so it starts with the principal kept for its session while the session is
// read (registerContractRoutes): its answer must still follow what that read finds.
describe('a search started while its session is read', () => {
  const search = (client: Awaited<ReturnType<TestServer['signIn']>>, freeWord: unknown = '山田') =>
    client.internalContacts.searchByFreeWord({
      query: { page: 1, size: 30 },
      body: { freeWord } as { freeWord: string },
    });

  it('is refused when the session ended elsewhere, even with a body that would be a 400', async () => {
    const client = await server.signIn('demoUser');
    const other = await server.signIn('demoUser');
    expect((await search(client)).totalCount).toBeGreaterThan(0);
    await search(other);
    const user = await userId('yamada.taro');
    await server.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await expect(search(client)).rejects.toMatchObject({ statusCode: 401 });
    await expect(search(other, 42)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('is refused when the user was disabled or the session idled out', async () => {
    const client = await server.signIn('demoUser');
    await search(client);
    const user = await userId('yamada.taro');
    await server.db.updateTable('users').set({ enabled: false }).where('id', '=', user.id).execute();
    try {
      await expect(search(client)).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      await server.db.updateTable('users').set({ enabled: true }).where('id', '=', user.id).execute();
    }
    const idle = await server.signIn('demoUser');
    for (let i = 0; i < 3; i++) await search(idle);
    server.advanceClock(server.config.sessionIdleMinutes * 60_000 + 1_000);
    await expect(search(idle)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers under the tenant as it is now, not as it was kept', async () => {
    const client = await server.signIn('demoUser');
    const { tenantId } = await userId('yamada.taro');
    const before = await search(client);
    await server.db
      .updateTable('tenants')
      .set({ ip_allow_list: ['10.0.0.0/8'] })
      .where('id', '=', tenantId)
      .execute();
    try {
      await expect(search(client)).rejects.toMatchObject({
        statusCode: 401,
        data: { code: 'IP_ADDRESS_REJECTED' },
      });
    } finally {
      await server.db.updateTable('tenants').set({ ip_allow_list: [] }).where('id', '=', tenantId).execute();
    }
    expect((await search(client)).totalCount).toBe(before.totalCount);
  });
});
