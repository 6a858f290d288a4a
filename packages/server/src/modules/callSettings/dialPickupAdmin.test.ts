import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf } from '../../../test/seededIds.js';
import { publishingPbx } from '../calls/index.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trialAdmin: KizunaClient;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada, trialAdmin] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('trialAdmin'),
  ]);
  tenantId = await tenantIdOf(server.db, 'demo');
});

afterAll(async () => {
  await server?.close();
});

const logged = async () =>
  (
    await server.db
      .selectFrom('admin_action_log')
      .select(['action', 'target'])
      .where('tenant_id', '=', tenantId)
      .where('action', 'like', 'dialPickup.%')
      .orderBy('id')
      .execute()
  ).map((row) => `${row.action} ${row.target}`);

describe('dial pickup monitoring numbers', () => {
  it('adds, edits and deletes numbers with labels, each in the action log', async () => {
    expect(await admin.dialPickupAdmin.list()).toEqual({ items: [], limit: 5 });
    const reception = await admin.dialPickupAdmin.add({ body: { number: '03-5555-0100', label: '代表' } });
    expect(reception).toMatchObject({ number: '0355550100', label: '代表' });
    const desk = await admin.dialPickupAdmin.add({ body: { number: '1001' } });
    expect(desk).toMatchObject({ number: '1001', label: '' });
    const changed = await admin.dialPickupAdmin.update({
      params: { dialPickupId: desk.dialPickupId },
      body: { number: '1001', label: '山田 (営業部)' },
    });
    expect(changed.label).toBe('山田 (営業部)');
    await admin.dialPickupAdmin.remove({ params: { dialPickupId: reception.dialPickupId } });
    expect((await admin.dialPickupAdmin.list()).items).toEqual([changed]);
    expect(await logged()).toEqual([
      `dialPickup.create dialPickup:${reception.dialPickupId}`,
      `dialPickup.create dialPickup:${desk.dialPickupId}`,
      `dialPickup.update dialPickup:${desk.dialPickupId}`,
      `dialPickup.delete dialPickup:${reception.dialPickupId}`,
    ]);
  });

  it('refuses a number that is not one, a repeat and a sixth, with field errors, changing nothing', async () => {
    const before = await admin.dialPickupAdmin.list();
    for (const number of ['abc', '12345678901234567890123', '0', '0312345678901']) {
      await expect(admin.dialPickupAdmin.add({ body: { number } })).rejects.toMatchObject({
        statusCode: 400,
        data: { fieldErrors: [expect.objectContaining({ path: 'body.number' })] },
      });
    }
    await expect(admin.dialPickupAdmin.add({ body: { number: '10-01' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'DIAL_PICKUP_DUPLICATE' },
    });
    expect(await admin.dialPickupAdmin.list()).toEqual(before);
    for (const number of ['1002', '1003', '1004', '1005'])
      await admin.dialPickupAdmin.add({ body: { number } });
    await expect(admin.dialPickupAdmin.add({ body: { number: '1006' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'DIAL_PICKUP_LIMIT_EXCEEDED' },
    });
    expect((await admin.dialPickupAdmin.list()).items).toHaveLength(5);
  });

  it('answers people without the role or the feature 403', async () => {
    await expect(yamada.dialPickupAdmin.list()).rejects.toMatchObject({ statusCode: 403 });
    await expect(trialAdmin.dialPickupAdmin.list()).rejects.toMatchObject({ statusCode: 403 });
  });

  it('shows the monitored numbers to the people of the tenant with their pickup contacts', async () => {
    const pickup = await yamada.callSettings.pickupContacts();
    expect(pickup.monitoredNumbers.map((n) => n.number)).toEqual(['1001', '1002', '1003', '1004', '1005']);
    expect(pickup.monitoredNumbers[0]).toEqual({ number: '1001', label: '山田 (営業部)' });
  });
});

describe('a monitored number', () => {
  it('lets a colleague outside the pickup group pick up the call ringing on it', async () => {
    // The demo data gives admin no pickup group; 1001 (yamada) is monitored since the first test.
    expect((await admin.callSettings.pickupContacts()).items).toEqual([]);
    const pbx = publishingPbx(server.db);
    const { callId } = await pbx.injectOutsideCall(tenantId, '0398765400', '1001');
    await admin.calls.pcPickup({ query: { callId } });
    expect((await admin.calls.localPhoneStatus()).self.status).toBe('TALKING');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('IDLE');
    await admin.calls.endCall({});
  });
});
