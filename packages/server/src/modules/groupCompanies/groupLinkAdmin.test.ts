import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { linkTenants } from './linkTenants.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let logisticsId: number;
let trialId: number;

async function tenantId(code: string): Promise<number> {
  const row = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function linkRows() {
  return server.db
    .selectFrom('tenant_group_links')
    .select(['tenant_id', 'group_tenant_id', 'sort'])
    .orderBy('tenant_id')
    .orderBy('group_tenant_id')
    .execute();
}

async function logOf(groupTenantId: number) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['tenant_id', 'action', 'before', 'after'])
    .where('target', '=', `groupCompany:${groupTenantId}`)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  [demoId, logisticsId, trialId] = await Promise.all([
    tenantId('demo'),
    tenantId('kizuna-logistics'),
    tenantId('trial'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('togo admin: the group companies of the tenant', () => {
  it('lists the linked companies with name, code and whether they linked back', async () => {
    expect(await admin.groupCompanyAdmin.list()).toEqual({
      items: [
        {
          groupTenantId: logisticsId,
          tenantCode: 'kizuna-logistics',
          orgName: 'キズナ物流株式会社',
          linkedBack: true,
        },
      ],
      incoming: [],
    });
  });

  it('answers 403 to those without the togo admin entry', async () => {
    // trial has no togo feature, logistics' admin lacks the virtual togo feature, yamada the role.
    for (const client of [yamada, await server.signIn('trialAdmin'), await server.signIn('logisticsAdmin')]) {
      expect(await refusal(client.groupCompanyAdmin.list())).toMatchObject({ status: 403 });
      expect(await refusal(client.groupCompanyAdmin.link({ body: { tenantCode: 'demo' } }))).toMatchObject({
        status: 403,
      });
      expect(
        await refusal(client.groupCompanyAdmin.unlink({ params: { groupTenantId: demoId } })),
      ).toMatchObject({
        status: 403,
      });
    }
    expect(await admin.groupCompanyAdmin.list()).toMatchObject({ items: [{ linkedBack: true }] });
  });

  it('refuses bad codes with a field error and changes nothing; unknown and existing codes alike', async () => {
    const before = await linkRows();
    const link = (tenantCode: string) => fieldRefusal(admin.groupCompanyAdmin.link({ body: { tenantCode } }));
    // trial exists but has no togo feature: it answers like a code nobody has.
    expect(await link('no-such-company')).toEqual({ status: 400, fields: ['body.tenantCode:notLinkable'] });
    expect(await link('trial')).toEqual({ status: 400, fields: ['body.tenantCode:notLinkable'] });
    expect(await link('demo')).toEqual({ status: 400, fields: ['body.tenantCode:ownCompany'] });
    expect(await link('kizuna-logistics')).toEqual({
      status: 400,
      fields: ['body.tenantCode:alreadyLinked'],
    });
    expect((await link('   ')).status).toBe(400);
    expect(await linkRows()).toEqual(before);
  });

  it('links one way, shows the company to readers once it links back, reorders and unlinks both sides', async () => {
    await server.db.insertInto('tenant_features').values({ tenant_id: trialId, feature: 'TOGO' }).execute();
    try {
      expect(await admin.groupCompanyAdmin.link({ body: { tenantCode: ' trial ' } })).toEqual({ count: 1 });
      // Waiting: the code only, no name, and the readers of demo see nothing of trial yet.
      expect((await admin.groupCompanyAdmin.list()).items).toEqual([
        expect.objectContaining({ groupTenantId: logisticsId }),
        { groupTenantId: trialId, tenantCode: 'trial', orgName: null, linkedBack: false },
      ]);
      expect((await yamada.groupCompanies.list()).items.map((c) => c.groupTenantId)).toEqual([logisticsId]);

      await linkTenants(server.db, 'trial', 'demo', { oneWay: true });
      expect((await admin.groupCompanyAdmin.list()).items[1]).toEqual({
        groupTenantId: trialId,
        tenantCode: 'trial',
        orgName: 'トライアル株式会社',
        linkedBack: true,
      });
      expect((await yamada.groupCompanies.list()).items.map((c) => c.groupTenantId)).toEqual([
        logisticsId,
        trialId,
      ]);

      // Order: readers see the admin's order.
      expect(
        await admin.groupCompanyAdmin.move({
          params: { groupTenantId: trialId },
          body: { direction: 'UP' },
        }),
      ).toEqual({ count: 1 });
      expect((await yamada.groupCompanies.list()).items.map((c) => c.groupTenantId)).toEqual([
        trialId,
        logisticsId,
      ]);
      expect(
        await admin.groupCompanyAdmin.move({
          params: { groupTenantId: trialId },
          body: { direction: 'UP' },
        }),
      ).toEqual({ count: 0 });
      await admin.groupCompanyAdmin.move({
        params: { groupTenantId: trialId },
        body: { direction: 'DOWN' },
      });
      expect((await admin.groupCompanyAdmin.list()).items.map((c) => c.tenantCode)).toEqual([
        'kizuna-logistics',
        'trial',
      ]);

      // Unlinking removes both sides: neither reads the other at once.
      expect(await admin.groupCompanyAdmin.unlink({ params: { groupTenantId: trialId } })).toEqual({
        count: 2,
      });
      expect((await yamada.groupCompanies.list()).items.map((c) => c.groupTenantId)).toEqual([logisticsId]);
      expect(
        (await linkRows()).filter(
          (row) => Number(row.tenant_id) === trialId || Number(row.group_tenant_id) === trialId,
        ),
      ).toEqual([]);
      expect(await refusal(admin.groupCompanyAdmin.unlink({ params: { groupTenantId: trialId } }))).toEqual({
        status: 404,
        code: 'GROUP_COMPANY_NOT_FOUND',
      });

      expect((await logOf(trialId)).map((entry) => [Number(entry.tenant_id), entry.action])).toEqual([
        [demoId, 'groupCompany.link'],
        [demoId, 'groupCompany.move'],
        [demoId, 'groupCompany.move'],
        [demoId, 'groupCompany.unlink'],
      ]);
    } finally {
      await server.db
        .deleteFrom('tenant_features')
        .where('tenant_id', '=', trialId)
        .where('feature', '=', 'TOGO')
        .execute();
    }
  });

  it('lists a company that linked to us by name until we link back, and only while it has togo', async () => {
    await linkTenants(server.db, 'trial', 'demo', { oneWay: true });
    try {
      // trial has no togo feature yet: it could not be linked back, so it is not listed.
      expect((await admin.groupCompanyAdmin.list()).incoming).toEqual([]);
      await server.db.insertInto('tenant_features').values({ tenant_id: trialId, feature: 'TOGO' }).execute();
      expect(await admin.groupCompanyAdmin.list()).toEqual({
        items: [expect.objectContaining({ groupTenantId: logisticsId, linkedBack: true })],
        incoming: [{ groupTenantId: trialId, tenantCode: 'trial', orgName: 'トライアル株式会社' }],
      });
      // trial's admin has no togo admin entry (no virtual togo feature), so sees no list at all.
      const trialAdmin = await server.signIn('trialAdmin');
      expect(await refusal(trialAdmin.groupCompanyAdmin.list())).toMatchObject({ status: 403 });

      // Linking back by its code makes it a group company both ways; it leaves the incoming list.
      expect(await admin.groupCompanyAdmin.link({ body: { tenantCode: 'trial' } })).toEqual({ count: 1 });
      const after = await admin.groupCompanyAdmin.list();
      expect(after.incoming).toEqual([]);
      expect(after.items[1]).toEqual({
        groupTenantId: trialId,
        tenantCode: 'trial',
        orgName: 'トライアル株式会社',
        linkedBack: true,
      });
      expect((await yamada.groupCompanies.list()).items.map((c) => c.groupTenantId)).toEqual([
        logisticsId,
        trialId,
      ]);
    } finally {
      await server.db
        .deleteFrom('tenant_group_links')
        .where((eb) => eb.or([eb('tenant_id', '=', trialId), eb('group_tenant_id', '=', trialId)]))
        .execute();
      await server.db
        .deleteFrom('tenant_features')
        .where('tenant_id', '=', trialId)
        .where('feature', '=', 'TOGO')
        .execute();
    }
  });

  it('does not reach a company the tenant does not link with', async () => {
    const before = await linkRows();
    const move = admin.groupCompanyAdmin.move({
      params: { groupTenantId: trialId },
      body: { direction: 'DOWN' },
    });
    expect(await refusal(move)).toEqual({ status: 404, code: 'GROUP_COMPANY_NOT_FOUND' });
    expect(await linkRows()).toEqual(before);
  });
});
