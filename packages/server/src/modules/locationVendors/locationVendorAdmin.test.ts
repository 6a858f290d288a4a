import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';

let server: TestServer;
let admin: KizunaClient;
let user: KizunaClient;
let demo: number;

beforeAll(async () => {
  server = await startTestServer();
  await turnOnTenantFeatures(server.db, 'demo', ['CMX', 'MERAKI', 'EX_BEACON']);
  demo = await tenantIdOf(server.db, 'demo');
  [admin, user] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
});
afterAll(async () => {
  await server?.close();
});

/** The status of a refused call and the paths of its field errors. */
async function refusedFields(call: Promise<unknown>) {
  const { status, fields } = await fieldRefusal(call);
  return { status, fields: fields.map((field) => field.slice(0, field.lastIndexOf(':'))) };
}

async function logged(action: string) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['target', 'before', 'after'])
    .where('tenant_id', '=', demo)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

describe('the Meraki settings', () => {
  it('make the receiver the first time, answer its URL, and the receiver answers Meraki the validator', async () => {
    expect(await admin.locationVendorAdmin.merakiSettings()).toEqual({
      receiverUrl: null,
      validator: null,
      secretSet: false,
      lastReceivedAt: null,
    });
    expect(
      await refusedFields(
        admin.locationVendorAdmin.saveMerakiSettings({ body: { validator: 'v4l1d4t0r', secret: null } }),
      ),
    ).toMatchObject({ status: 400, fields: ['body.secret'] });

    const saved = await admin.locationVendorAdmin.saveMerakiSettings({
      body: { validator: 'v4l1d4t0r', secret: 'meraki-shared-secret' },
    });
    expect(saved).toMatchObject({ validator: 'v4l1d4t0r', secretSet: true });
    expect(saved.receiverUrl).toMatch(new RegExp(`^${server.url}/webhooks/meraki/kzmr_`));
    const check = await fetch(saved.receiverUrl!);
    expect(await check.text()).toBe('v4l1d4t0r');

    // A new validator keeps the receiver and its secret.
    const changed = await admin.locationVendorAdmin.saveMerakiSettings({
      body: { validator: 'n3w-validator', secret: null },
    });
    expect(changed.receiverUrl).toBe(saved.receiverUrl);
    expect(await (await fetch(saved.receiverUrl!)).text()).toBe('n3w-validator');

    const entries = await logged('merakiSettings.update');
    expect(entries.map((entry) => entry.after)).toEqual([
      { validator: 'v4l1d4t0r', secretChanged: true },
      { validator: 'n3w-validator', secretChanged: false },
    ]);
    expect(JSON.stringify(entries)).not.toContain('meraki-shared-secret');
  });

  it('refuse a validator with spaces, and a person without the Meraki role', async () => {
    expect(
      await refusedFields(
        admin.locationVendorAdmin.saveMerakiSettings({ body: { validator: 'has space', secret: 'x' } }),
      ),
    ).toMatchObject({ status: 400, fields: ['body.validator'] });
    expect(await refusal(user.locationVendorAdmin.merakiSettings())).toMatchObject({ status: 403 });
  });
});

describe('the CMX settings', () => {
  it('keep the password out of every answer and the log, and test the connection', async () => {
    expect(
      await refusedFields(
        admin.locationVendorAdmin.saveCmxSettings({
          body: { baseUrl: 'ftp://cmx.example.co.jp', username: 'kizuna', password: 'p' },
        }),
      ),
    ).toMatchObject({ status: 400, fields: ['body.baseUrl'] });
    expect(await admin.locationVendorAdmin.testCmx()).toEqual({ ok: false, reason: 'NOT_SET', floors: [] });

    // Nothing listens on port 9 of this machine: the test says the server cannot be reached.
    const saved = await admin.locationVendorAdmin.saveCmxSettings({
      body: { baseUrl: 'http://127.0.0.1:9/', username: 'kizuna', password: 'cmx-Pa55word' },
    });
    expect(saved).toEqual({
      baseUrl: 'http://127.0.0.1:9',
      username: 'kizuna',
      passwordSet: true,
      lastPolledAt: null,
      lastError: null,
    });
    expect(await admin.locationVendorAdmin.testCmx()).toEqual({
      ok: false,
      reason: 'UNREACHABLE',
      floors: [],
    });
    expect(JSON.stringify(await logged('cmxSettings.update'))).not.toContain('Pa55word');
    expect(await refusal(user.locationVendorAdmin.testCmx())).toMatchObject({ status: 403 });
  });
});

describe('the beacon gateways', () => {
  it("show a gateway's token once, and the token stops working when the gateway goes", async () => {
    const { gateway, token } = await admin.locationVendorAdmin.createBeaconGateway({
      body: { gatewayId: 'gw-7f-east', name: '7F 東', sourceFloorId: 'beacon-7f', x: 40, y: 12.5 },
    });
    expect(token).toMatch(/^kzbgw_/);
    expect(await admin.locationVendorAdmin.beaconGateways()).toEqual({
      items: [{ ...gateway, lastSeenAt: null }],
    });
    expect(JSON.stringify(await admin.locationVendorAdmin.beaconGateways())).not.toContain(token);
    expect(
      await refusal(
        admin.locationVendorAdmin.createBeaconGateway({
          body: { gatewayId: 'gw-7f-east', name: 'again', sourceFloorId: 'beacon-7f', x: 0, y: 0 },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'BEACON_GATEWAY_ID_TAKEN' });

    const reading = JSON.stringify({
      gatewayId: 'gw-7f-east',
      readings: [{ tagId: 'kizunatag0007', seenAt: new Date().toISOString() }],
    });
    const postReading = () =>
      fetch(`${server.url}/webhooks/beacon`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: reading,
      });
    expect((await postReading()).status).toBe(200);
    const [seen] = (await admin.locationVendorAdmin.beaconGateways()).items;
    expect(seen?.lastSeenAt).not.toBeNull();

    await admin.locationVendorAdmin.removeBeaconGateway({ params: { gatewayId: gateway.id } });
    expect((await postReading()).status).toBe(401);
    expect(
      await refusal(admin.locationVendorAdmin.removeBeaconGateway({ params: { gatewayId: gateway.id } })),
    ).toMatchObject({ status: 404, code: 'BEACON_GATEWAY_NOT_FOUND' });
    expect((await logged('beaconGateway.create')).length).toBe(1);
    expect((await logged('beaconGateway.delete')).length).toBe(1);
  });

  it('refuse a gateway off its floor or with a bad id', async () => {
    const refused = await refusedFields(
      admin.locationVendorAdmin.createBeaconGateway({
        body: { gatewayId: 'gw 1', name: '', sourceFloorId: 'f', x: -1, y: 0 },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual(expect.arrayContaining(['body.gatewayId', 'body.name', 'body.x']));
    expect((await admin.locationVendorAdmin.beaconGateways()).items).toEqual([]);
  });
});
