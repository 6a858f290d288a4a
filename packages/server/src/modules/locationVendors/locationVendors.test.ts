import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { loopbackOutboundClient } from '../../../test/loopbackOutbound.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { createApp } from '../../app.js';
import { loadConfig, type ServerConfig } from '../../config.js';
import type { Database } from '../../db/createDatabase.js';
import type { LocatedDevice, LocationSink, PositionReport, PositionReportResult } from '../location/index.js';
import {
  CmxFailure,
  createBeaconGateway,
  fetchCmxFloors,
  fetchCmxPositions,
  loadCmxSettings,
  pollCmxOnce,
  saveCmxSettings,
  saveMerakiSettings,
} from './index.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');
const MERAKI_SECRET = 'kizuna-meraki-secret';
const NOW = new Date('2026-11-27T00:15:00Z');

/** A sink of our own: keeps each tenant's reports and knows the devices registered on profiles. */
class RecordingSink implements LocationSink {
  readonly batches: { tenantId: number; reports: readonly PositionReport[] }[] = [];
  constructor(private readonly registered: Map<number, Set<string>>) {}

  report(tenantId: number, reports: readonly PositionReport[]): Promise<PositionReportResult> {
    this.batches.push({ tenantId, reports });
    const known = this.registered.get(tenantId) ?? new Set();
    const accepted = reports.filter((report) => known.has(deviceKey(report.device))).length;
    return Promise.resolve({ accepted, ignored: reports.length - accepted });
  }

  get reports(): PositionReport[] {
    return this.batches.flatMap((batch) => batch.reports);
  }
}

function deviceKey(device: LocatedDevice): string {
  return device.kind === 'MAC' ? `MAC ${device.mac}` : `BLE ${device.tagId}`;
}

let database: Database;
let config: ServerConfig;
let sink: RecordingSink;
let app: ReturnType<typeof createApp>;
let demo: number;
let trial: number;
let demoReceiver: string;
const outbound = loopbackOutboundClient();
let trialReceiver: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // A key of its own, so that a second app on another config object opens the same secrets.
  config = {
    ...loadConfig({}),
    dataDir: null,
    databaseUrl: null,
    secretKey: randomBytes(32).toString('hex'),
  };
  demo = await tenantIdOf(database.db, 'demo');
  trial = await tenantIdOf(database.db, 'trial');
  sink = new RecordingSink(
    new Map([[demo, new Set(['MAC 3c:22:fb:10:20:31', 'BLE ac:23:3f:a0:00:42', 'BLE kizunatag0007'])]]),
  );
  app = createApp({ db: database.db, config, clock: () => NOW, locationSink: sink });
  demoReceiver = (
    await saveMerakiSettings(
      database.db,
      config,
      demo,
      { validator: 'a1b2c3d4validator', secret: MERAKI_SECRET },
      NOW,
    )
  ).receiverId;
  trialReceiver = (
    await saveMerakiSettings(
      database.db,
      config,
      trial,
      { validator: 'trial-validator', secret: 'trial-secret' },
      NOW,
    )
  ).receiverId;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  sink.batches.length = 0;
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('the Meraki Scanning API v3 receiver', () => {
  it('answers the validator to the GET Meraki checks the receiver with', async () => {
    const response = await app.request(`/webhooks/meraki/${demoReceiver}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a1b2c3d4validator');
    expect(await (await app.request(`/webhooks/meraki/${trialReceiver}`)).text()).toBe('trial-validator');
  });

  it('gives each tenant its own receiver id that cannot be guessed, and knows no other', async () => {
    expect(demoReceiver).toMatch(/^kzmr_[\w-]{43}$/);
    expect(demoReceiver).not.toBe(trialReceiver);
    expect((await app.request('/webhooks/meraki/kzmr_guess')).status).toBe(404);
    expect((await post('/webhooks/meraki/kzmr_guess', await fixture('meraki-v3-wifi.json'))).status).toBe(
      404,
    );
    expect(sink.batches).toEqual([]);
  });

  it("reports each Wi-Fi client's latest position on its floor plan, by its MAC address", async () => {
    const response = await post(`/webhooks/meraki/${demoReceiver}`, await fixture('meraki-v3-wifi.json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 1, ignored: 1 });
    expect(sink.batches.map((batch) => batch.tenantId)).toEqual([demo]);
    // The third client was heard but not placed: no position, no report.
    expect(sink.reports).toEqual([
      {
        source: 'meraki',
        device: { kind: 'MAC', mac: '3c:22:fb:10:20:31' },
        sourceFloorId: 'g_1234567890123456789',
        x: 12.8,
        y: 7.5,
        seenAt: new Date('2026-11-27T00:14:52Z'),
      },
      {
        source: 'meraki',
        device: { kind: 'MAC', mac: 'a4:83:e7:5c:00:17' },
        sourceFloorId: 'g_1234567890123456790',
        x: 31,
        y: 18.6,
        seenAt: new Date('2026-11-27T00:14:40Z'),
      },
    ]);
    const row = await database.db
      .selectFrom('meraki_receivers')
      .select('last_received_at')
      .where('tenant_id', '=', demo)
      .executeTakeFirstOrThrow();
    expect(row.last_received_at).toEqual(NOW);
  });

  it('reports Bluetooth clients by their MAC address as a BLE id', async () => {
    const response = await post(
      `/webhooks/meraki/${demoReceiver}`,
      await fixture('meraki-v3-bluetooth.json'),
    );
    expect(await response.json()).toEqual({ accepted: 1, ignored: 0 });
    expect(sink.reports).toEqual([
      expect.objectContaining({
        device: { kind: 'BLE', tagId: 'ac:23:3f:a0:00:42' },
        sourceFloorId: 'g_1234567890123456789',
        x: 22.5,
        y: 3.75,
      }),
    ]);
  });

  it('refuses a wrong secret with 403, and the secret of another tenant too', async () => {
    const body = JSON.parse(await fixture('meraki-v3-wifi.json')) as Record<string, unknown>;
    for (const secret of ['not-the-secret', 'trial-secret', '', null]) {
      const response = await post(`/webhooks/meraki/${demoReceiver}`, JSON.stringify({ ...body, secret }));
      expect(response.status).toBe(403);
    }
    // Demo's secret at trial's receiver is as wrong.
    expect((await post(`/webhooks/meraki/${trialReceiver}`, JSON.stringify(body))).status).toBe(403);
    expect(sink.batches).toEqual([]);
  });

  it('refuses a body that is no v3 POST with 400 and the fields at fault, keeping none of it', async () => {
    const body = JSON.parse(await fixture('meraki-v3-wifi.json')) as {
      data: { observations: { clientMac: string; locations: { x: unknown }[] }[] };
    };
    const cases: [string, string][] = [
      [JSON.stringify({ ...body, version: '2.0' }), 'body.version'],
      [JSON.stringify({ ...body, type: 'DevicesSeen' }), 'body.type'],
      [JSON.stringify({ ...body, data: { networkId: 'L_1' } }), 'body.data.observations'],
    ];
    const badMac = structuredClone(body);
    badMac.data.observations[1]!.clientMac = 'a4:83:e7:5c:00';
    cases.push([JSON.stringify(badMac), 'body.data.observations.1.clientMac']);
    const offTheMap = structuredClone(body);
    offTheMap.data.observations[0]!.locations[1]!.x = -4;
    cases.push([JSON.stringify(offTheMap), 'body.data.observations.0.locations.1.x']);
    for (const [text, field] of cases) {
      const response = await post(`/webhooks/meraki/${demoReceiver}`, text);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { code: string; fieldErrors: { path: string }[] };
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.fieldErrors.map((error) => error.path)).toContain(field);
    }
    const notJson = await post(`/webhooks/meraki/${demoReceiver}`, '{"version":"3.0","secret":');
    expect(notJson.status).toBe(400);
    expect(sink.batches).toEqual([]);
  });

  it('refuses a body over its limit with 413', async () => {
    const response = await post(`/webhooks/meraki/${demoReceiver}`, 'x'.repeat(9 * 1024 * 1024));
    expect(response.status).toBe(413);
  });
});

describe('the BLE beacon gateway webhook', () => {
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    ({ token } = await createBeaconGateway(
      database.db,
      demo,
      { gatewayId: 'gw-7f-east', name: '7F east', sourceFloorId: 'beacon-7f', x: 40, y: 12.5 },
      NOW,
    ));
    ({ token: otherToken } = await createBeaconGateway(
      database.db,
      trial,
      { gatewayId: 'gw-1f', name: '1F', sourceFloorId: 'trial-1f', x: 1, y: 1 },
      NOW,
    ));
  });

  const send = (body: unknown, bearer: string | null = token) =>
    post(
      '/webhooks/beacon',
      JSON.stringify(body),
      bearer === null ? {} : { Authorization: `Bearer ${bearer}` },
    );

  it("places a tag at the gateway, or where the gateway computed it, on the gateway's floor", async () => {
    const response = await send({
      gatewayId: 'gw-7f-east',
      readings: [
        { tagId: 'KizunaTag0007', rssi: -61, seenAt: '2026-11-27T09:14:50+09:00' },
        { tagId: 'ac:23:3f:a0:00:99', rssi: -80, x: 44.5, y: 10, seenAt: '2026-11-27T00:14:55Z' },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 1, ignored: 1 });
    expect(sink.batches).toEqual([
      {
        tenantId: demo,
        reports: [
          {
            source: 'beacon',
            device: { kind: 'BLE', tagId: 'kizunatag0007' },
            sourceFloorId: 'beacon-7f',
            x: 40,
            y: 12.5,
            seenAt: new Date('2026-11-27T00:14:50Z'),
          },
          {
            source: 'beacon',
            device: { kind: 'BLE', tagId: 'ac:23:3f:a0:00:99' },
            sourceFloorId: 'beacon-7f',
            x: 44.5,
            y: 10,
            seenAt: new Date('2026-11-27T00:14:55Z'),
          },
        ],
      },
    ]);
  });

  it('refuses a call without a known token with 401, and the token of another gateway with 403', async () => {
    const body = {
      gatewayId: 'gw-7f-east',
      readings: [{ tagId: 'kizunatag0007', seenAt: '2026-11-27T00:14:50Z' }],
    };
    expect((await send(body, null)).status).toBe(401);
    expect((await send(body, 'kzbgw_not-a-token')).status).toBe(401);
    expect((await send(body, otherToken)).status).toBe(403);
    expect(sink.batches).toEqual([]);
  });

  it('refuses a bad reading with 400 and its field, keeping none of the others', async () => {
    const good = { tagId: 'kizunatag0007', seenAt: '2026-11-27T00:14:50Z' };
    const cases: [unknown, string][] = [
      [{ gatewayId: 'gw-7f-east', readings: [good, { ...good, tagId: 'tag 7!' }] }, 'body.readings.1.tagId'],
      [
        { gatewayId: 'gw-7f-east', readings: [good, { ...good, tagId: 'a'.repeat(65) }] },
        'body.readings.1.tagId',
      ],
      [{ gatewayId: 'gw-7f-east', readings: [{ ...good, x: -1, y: 3 }] }, 'body.readings.0.x'],
      [{ gatewayId: 'gw-7f-east', readings: [{ ...good, x: 3 }] }, 'body.readings.0.y'],
      [{ gatewayId: 'gw-7f-east', readings: [{ ...good, seenAt: '2026-11-27' }] }, 'body.readings.0.seenAt'],
      // An hour ahead of Kizuna's clock is a gateway with a wrong clock.
      [
        { gatewayId: 'gw-7f-east', readings: [{ ...good, seenAt: '2026-11-27T01:15:00Z' }] },
        'body.readings.0.seenAt',
      ],
      [{ gatewayId: 'gw-7f-east', readings: [{ ...good, rssi: 'strong' }] }, 'body.readings.0.rssi'],
      [{ gatewayId: 'gw-7f-east' }, 'body.readings'],
      [{ readings: [good] }, 'body.gatewayId'],
    ];
    for (const [body, field] of cases) {
      const response = await send(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { fieldErrors: { path: string }[] };
      expect(answer.fieldErrors.map((error) => error.path)).toContain(field);
    }
    expect((await post('/webhooks/beacon', 'not json', { Authorization: `Bearer ${token}` })).status).toBe(
      400,
    );
    expect(sink.batches).toEqual([]);
  });
});

describe('rate limits of the receivers', () => {
  it('answers 429 with Retry-After once a receiver has spent its calls', async () => {
    const limited = createApp({
      db: database.db,
      config: {
        ...config,
        apiRateLimits: { perKey: { perSecond: 0, burst: 2 }, perTenant: { perSecond: 0, burst: 50 } },
      },
      clock: () => NOW,
      locationSink: sink,
    });
    const statuses: number[] = [];
    for (let call = 0; call < 3; call += 1) {
      statuses.push((await limited.request(`/webhooks/meraki/${demoReceiver}`)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await limited.request(`/webhooks/meraki/${demoReceiver}`);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another tenant's receiver has its own bucket.
    expect((await limited.request(`/webhooks/meraki/${trialReceiver}`)).status).toBe(200);
  });
});

/** A CMX of our own on port 0, serving the documented answers behind basic auth. */
async function startCmx(options: {
  v3: boolean;
}): Promise<{ url: string; close(): Promise<void>; paths: string[] }> {
  const answers: Record<string, string> = {
    '/api/location/v2/clients': await fixture('cmx-v2-clients.json'),
    '/api/config/v1/maps': await fixture('cmx-maps.json'),
  };
  if (options.v3) answers['/api/location/v3/clients'] = await fixture('cmx-v3-clients.json');
  const paths: string[] = [];
  const expected = `Basic ${Buffer.from('kizuna:cmx-Pa55word').toString('base64')}`;
  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? '');
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="CMX"' }).end();
      return;
    }
    const answer = answers[request.url ?? ''];
    if (answer === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the CMX poller', () => {
  let cmx: Awaited<ReturnType<typeof startCmx>>;
  let oldCmx: Awaited<ReturnType<typeof startCmx>>;
  beforeAll(async () => {
    [cmx, oldCmx] = await Promise.all([startCmx({ v3: true }), startCmx({ v3: false })]);
  });
  afterAll(async () => {
    await Promise.all([cmx?.close(), oldCmx?.close()]);
  });

  it("reads v3's clients: each located one on its floor, at CMX's last located time", async () => {
    const { reports, skipped } = await fetchCmxPositions(
      { baseUrl: cmx.url, username: 'kizuna', password: 'cmx-Pa55word' },
      { outbound },
    );
    expect(reports).toEqual([
      {
        source: 'cmx',
        device: { kind: 'MAC', mac: '3c:22:fb:10:20:31' },
        sourceFloorId: '723413320329068590',
        x: 84.25,
        y: 40.5,
        seenAt: new Date('2026-11-27T00:14:58.640Z'),
      },
      {
        source: 'cmx',
        device: { kind: 'MAC', mac: 'a4:83:e7:5c:00:17' },
        sourceFloorId: '723413320329068591',
        x: 150,
        y: 61.75,
        seenAt: new Date('2026-11-27T00:14:40.002Z'),
      },
    ]);
    // The client CMX could not place has no floor and no coordinate.
    expect(skipped).toBe(1);
  });

  it('falls back to v2 where the server has no v3', async () => {
    const { reports } = await fetchCmxPositions(
      { baseUrl: oldCmx.url, username: 'kizuna', password: 'cmx-Pa55word' },
      { outbound },
    );
    expect(oldCmx.paths).toEqual(['/api/location/v3/clients', '/api/location/v2/clients']);
    expect(reports).toEqual([
      expect.objectContaining({
        device: { kind: 'MAC', mac: '3c:22:fb:10:20:31' },
        sourceFloorId: '723413320329068590',
        x: 80,
        seenAt: new Date('2026-11-27T00:11:54.500Z'),
      }),
    ]);
  });

  it("lists CMX's floors for the mapping, by their floor id and hierarchy", async () => {
    const floors = await fetchCmxFloors(
      { baseUrl: cmx.url, username: 'kizuna', password: 'cmx-Pa55word' },
      { outbound },
    );
    expect(floors).toEqual([
      {
        id: '723413320329068591',
        name: 'Kizuna Campus>Tokyo HQ>6F',
        width: 210,
        length: 120.5,
        unit: 'FEET',
      },
      {
        id: '723413320329068590',
        name: 'Kizuna Campus>Tokyo HQ>7F',
        width: 210,
        length: 120.5,
        unit: 'FEET',
      },
    ]);
  });

  it('tells a wrong password and an unreachable server apart', async () => {
    await expect(
      fetchCmxFloors({ baseUrl: cmx.url, username: 'kizuna', password: 'wrong' }, { outbound }),
    ).rejects.toMatchObject({ reason: 'UNAUTHORIZED' });
    const gone = await startCmx({ v3: true });
    await gone.close();
    await expect(
      fetchCmxPositions(
        { baseUrl: gone.url, username: 'kizuna', password: 'cmx-Pa55word' },
        { outbound, timeoutMs: 2000 },
      ),
    ).rejects.toBeInstanceOf(CmxFailure);
  });

  it('stays idle and quiet for a tenant with CMX on and no server set up, as the demo has it', async () => {
    const features = await database.db
      .selectFrom('tenant_features')
      .select('feature')
      .where('tenant_id', '=', demo)
      .execute();
    expect(features.map((row) => row.feature)).toEqual(
      expect.arrayContaining(['CMX', 'MERAKI', 'EX_BEACON']),
    );
    const logged: string[] = [];
    const outcomes = await pollCmxOnce({
      db: database.db,
      config,
      outbound,
      locationSink: sink,
      clock: () => NOW,
      log: (message) => logged.push(message),
    });
    expect(outcomes).toEqual([]);
    expect(logged).toEqual([]);
    expect(sink.batches).toEqual([]);
  });

  it("hands each tenant's clients to the sink, keeps the password sealed and notes a failing CMX", async () => {
    await saveCmxSettings(
      database.db,
      config,
      demo,
      { baseUrl: cmx.url, username: 'kizuna', password: 'cmx-Pa55word' },
      NOW,
    );
    await saveCmxSettings(
      database.db,
      config,
      trial,
      { baseUrl: cmx.url, username: 'kizuna', password: 'wrong' },
      NOW,
    );
    const stored = await database.db.selectFrom('cmx_servers').select('password_sealed').execute();
    expect(stored.map((row) => row.password_sealed).join()).not.toContain('Pa55word');

    const outcomes = await pollCmxOnce({
      db: database.db,
      config,
      outbound,
      locationSink: sink,
      clock: () => NOW,
    });
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { tenantId: demo, result: { accepted: 1, ignored: 1 }, error: null },
        { tenantId: trial, result: null, error: 'UNAUTHORIZED' },
      ]),
    );
    expect(sink.batches.map((batch) => [batch.tenantId, batch.reports.length])).toEqual([[demo, 2]]);
    expect(await loadCmxSettings(database.db, trial)).toMatchObject({
      lastPolledAt: NOW,
      lastError: 'UNAUTHORIZED',
    });
    expect(await loadCmxSettings(database.db, demo)).toMatchObject({ lastError: null });
  });
});

describe('through the location sink', () => {
  it("puts yamada on the Kizuna floor mapped to the Meraki floor plan, at Meraki's position", async () => {
    const db = database.db;
    const floor = await db
      .insertInto('floors')
      .values({
        tenant_id: demo,
        floor_type: 'CMX',
        name: '7F',
        dim_length: 40,
        dim_width: 60,
        unit: 'METER',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('location_source_floors')
      .values({
        tenant_id: demo,
        source: 'meraki',
        source_floor_id: 'g_1234567890123456789',
        floor_id: floor.id,
      })
      .execute();
    const yamada = await userIdOf(db, demo, 'yamada.taro');
    await db
      .updateTable('users')
      .set({ pc_mac_address: '3C:22:FB:10:20:31' })
      .where('id', '=', yamada)
      .execute();
    await db
      .insertInto('tenant_location_settings')
      .values({ tenant_id: demo, shown_by_default: true })
      .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ shown_by_default: true }))
      .execute();
    // The real sink, with the working-hours rule lifted so the test runs at any hour.
    const real = createApp({ db, config: { ...config, placesSimulate: 'always' }, clock: () => NOW });

    const response = await real.request(`/webhooks/meraki/${demoReceiver}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: await fixture('meraki-v3-wifi.json'),
    });
    expect(await response.json()).toEqual({ accepted: 1, ignored: 1 });
    const position = await db
      .selectFrom('user_positions')
      .select(['floor_id', 'x', 'y', 'source', 'seen_at'])
      .where('user_id', '=', yamada)
      .executeTakeFirstOrThrow();
    expect(position).toEqual({
      floor_id: floor.id,
      x: 12.8,
      y: 7.5,
      source: 'meraki',
      seen_at: new Date('2026-11-27T00:14:52Z'),
    });
  });
});
