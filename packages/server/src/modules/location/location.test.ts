import type { FloorSummary, KizunaClient } from '@kizuna/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { createLocationSink } from './positionStore.js';
import { startSimulatedSite } from './simulatedSite.js';
import type { LocationSink, PositionReport } from './locationSource.js';

let server: TestServer;
let yamada: KizunaClient;
let admin: KizunaClient;
let trialAdmin: KizunaClient;
let yamadaId: number;
let demoId: number;
let sink: LocationSink;
let floor3: FloorSummary;
let floor4: FloorSummary;

const YAMADA_PC = 'AA:BB:CC:00:11:22';

async function failure(call: Promise<unknown>): Promise<{ status: number; code?: string; fields: string[] }> {
  try {
    await call;
  } catch (error) {
    const failed = error as {
      statusCode: number;
      data?: { code?: string };
      fieldErrors?: { path: string; key: string }[];
    };
    return {
      status: failed.statusCode,
      code: failed.data?.code,
      fields: (failed.fieldErrors ?? []).map((f) => `${f.path}:${f.key}`),
    };
  }
  throw new Error('the call was accepted');
}

/** Working hours of the whole week, so positions are shown whatever the hour the test runs. */
const ALL_DAY = { start: '00:00', end: '00:00', days: [1, 2, 3, 4, 5, 6, 7] };

async function setSettings(change: Partial<{ shownByDefault: boolean; workingHours: typeof ALL_DAY }> = {}) {
  await admin.placesAdmin.saveSettings({
    body: {
      shownByDefault: true,
      workingHours: ALL_DAY,
      recentMinutes: 15,
      timeZone: 'Asia/Tokyo',
      ...change,
    },
  });
}

function report(floorId: number, x: number, y: number, mac = YAMADA_PC): PositionReport {
  return {
    source: 'embedded',
    device: { kind: 'MAC', mac: mac.toLowerCase() },
    sourceFloorId: String(floorId),
    x,
    y,
    seenAt: new Date(Date.now()),
  };
}

async function yamadaOn(floorId: number) {
  const map = await yamada.places.floor({ params: { floorId } });
  return map.clients.find((client) => client.userId === yamadaId);
}

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
  const demo = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  await turnOnTenantFeatures(server.db, 'trial', ['IBASHO']);
  trialAdmin = await server.signIn('trialAdmin');
  sink = createLocationSink({ db: server.db, clock: () => new Date() });
  const floors = (await yamada.places.floors()).items;
  floor3 = floors.find((floor) => floor.name === '本社 3F')!;
  floor4 = floors.find((floor) => floor.name === '本社 4F')!;
  await yamada.myLocation.saveDevices({
    body: { pcMacAddress: YAMADA_PC, mobileMacAddress: '', bleId: 'YAMADA01', exBeaconTagId: null },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await setSettings();
  await yamada.myLocation.saveVisibility({ body: { shownOnMaps: null } });
});

describe('the demo site', () => {
  it('has two place floors with plans, seats and rooms, served by the place calls', async () => {
    expect(floor3).toMatchObject({ floorType: 'IBASHO', hasImage: true });
    expect(floor4).toMatchObject({ floorType: 'IBASHO', hasImage: true });
    expect((await yamada.ibasho.getMaps()).items.map((f) => f.name)).toEqual(['本社 3F', '本社 4F']);
    const map = await yamada.ibasho.getLocationsOnMap({ body: { floorId: floor3.floorId } });
    expect(map.mapSize).toEqual({ width: 1200, height: 600 });
    expect(map.areas.filter((a) => a.kind === 'SEAT')).toHaveLength(48);
    expect(map.areas.filter((a) => a.kind === 'ROOM').map((a) => a.name)).toEqual([
      '会議室A',
      '会議室B',
      '会議室C',
      '会議室D',
    ]);
    expect(map.imageSource).toMatch(new RegExp(`^/front/floorImage/${floor3.floorId}\\?v=\\d+$`));
  });

  it('serves the floor image as PNG with an ETag, and 304 while it is unchanged', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const first = await fetch(`${server.url}/front/floorImage/${floor3.floorId}`, {
      headers: { Cookie: cookie },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const etag = first.headers.get('etag')!;
    expect((await sharp(new Uint8Array(await first.arrayBuffer())).metadata()).width).toBe(1200);
    const again = await fetch(`${server.url}/front/floorImage/${floor3.floorId}`, {
      headers: { Cookie: cookie, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const trial = await server.rawSession('trialAdmin');
    const other = await fetch(`${server.url}/front/floorImage/${floor3.floorId}`, {
      headers: { Cookie: trial.cookie },
    });
    expect(other.status).toBe(404);
  });
});

describe('the own devices and choice', () => {
  it('refuses MAC addresses and BLE ids that break 001 §5 with field errors, and changes nothing', async () => {
    const before = await yamada.myLocation.get();
    const none = { pcMacAddress: null, mobileMacAddress: null, bleId: null, exBeaconTagId: null };
    const cases: [Partial<Record<keyof typeof none, string>>, string][] = [
      [{ pcMacAddress: '00:11:22:33:44' }, 'body.pcMacAddress:pattern'],
      [{ mobileMacAddress: '00-11-22-33-44-55' }, 'body.mobileMacAddress:pattern'],
      [{ pcMacAddress: 'GG:11:22:33:44:55' }, 'body.pcMacAddress:pattern'],
      [{ bleId: 'tag-01' }, 'body.bleId:pattern'],
      [{ exBeaconTagId: 'A'.repeat(65) }, 'body.exBeaconTagId:'],
    ];
    for (const [change, field] of cases) {
      const refused = await failure(yamada.myLocation.saveDevices({ body: { ...none, ...change } }));
      expect(refused.status).toBe(400);
      expect(refused.fields.some((f) => f.startsWith(field))).toBe(true);
    }
    expect((await yamada.myLocation.get()).devices).toEqual(before.devices);
  });

  it('keeps a MAC address in lower case, and refuses a device another person registered', async () => {
    expect((await yamada.myLocation.get()).devices).toEqual({
      pcMacAddress: 'aa:bb:cc:00:11:22',
      mobileMacAddress: null,
      bleId: 'YAMADA01',
      exBeaconTagId: null,
    });
    const refused = await failure(
      admin.myLocation.saveDevices({
        body: { pcMacAddress: 'aa:bb:cc:00:11:22', mobileMacAddress: null, bleId: null, exBeaconTagId: null },
      }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'DEVICE_ALREADY_REGISTERED' });
  });
});

describe('the sink and the maps', () => {
  it('places a person by their device on the mapped floor, in image pixels and in the seat there', async () => {
    const result = await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    expect(result).toEqual({ accepted: 1, ignored: 0 });
    const client = await yamadaOn(floor3.floorId);
    expect(client).toMatchObject({ x: 90, y: 260, device: 'PC', fullname: '山田 太郎', areaName: '3F-01' });
    expect(client?.divisionNames).toContain('営業一課');
    expect(await yamada.places.lastSeen({ params: { userId: yamadaId } })).toMatchObject({
      location: { floorId: floor3.floorId, floorName: '本社 3F', areaName: '3F-01', device: 'PC' },
    });
    const names = await admin.ibasho.getMapNames({ body: { userIds: [yamadaId] } });
    expect(names.items).toEqual([
      {
        userId: yamadaId,
        mapName: { name: '本社 3F', fullname: 'きずな商事 本社ビル / 本社 3F', key: String(floor3.floorId) },
      },
    ]);
    const located = await admin.ibasho.getLocations({ params: { userId: yamadaId, deviceType: 'PC' } });
    expect(located.floorId).toBe(floor3.floorId);
    expect(
      await failure(admin.ibasho.getLocations({ params: { userId: yamadaId, deviceType: 'BLE' } })),
    ).toMatchObject({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect((await yamada.myLocation.get()).shown).toMatchObject({ state: 'SHOWN', floorId: floor3.floorId });
  });

  it('ignores unknown devices, unmapped floors and positions off the floor', async () => {
    const result = await sink.report(demoId, [
      report(floor3.floorId, 10, 10, '02:00:00:00:00:99'),
      { ...report(floor3.floorId, 10, 10), source: 'cmx', sourceFloorId: 'not-mapped' },
      report(floor3.floorId, 500, 10),
      report(999_999, 10, 10),
    ]);
    expect(result).toEqual({ accepted: 0, ignored: 4 });
  });

  it('maps a vendor floor id to a Kizuna floor, and BLE tags find their owner', async () => {
    await admin.placesAdmin.createMapping({
      body: { source: 'beacon', sourceFloorId: 'gw-3F', floorId: floor3.floorId },
    });
    const ble: PositionReport = {
      source: 'beacon',
      device: { kind: 'BLE', tagId: 'YAMADA01' },
      sourceFloorId: 'gw-3F',
      x: 40,
      y: 10,
      seenAt: new Date(),
    };
    expect(await sink.report(demoId, [ble])).toEqual({ accepted: 1, ignored: 0 });
    expect(await yamadaOn(floor3.floorId)).toMatchObject({ device: 'BLE', areaName: '会議室B' });
    expect(
      await failure(
        admin.placesAdmin.createMapping({
          body: { source: 'beacon', sourceFloorId: 'gw-3F', floorId: floor4.floorId },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'SOURCE_FLOOR_ALREADY_MAPPED' });
  });

  it('answers only the changes after a cursor: arrivals on one floor, departures from the other', async () => {
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    const on3 = await yamada.places.floorClients({ params: { floorId: floor3.floorId } });
    const on4 = await yamada.places.floorClients({ params: { floorId: floor4.floorId } });
    const unchanged = await yamada.places.floorClients({
      params: { floorId: floor3.floorId },
      query: { since: on3.cursor },
    });
    expect(unchanged.clients).toEqual([]);
    await sink.report(demoId, [report(floor4.floorId, 18, 26)]);
    const left = await yamada.places.floorClients({
      params: { floorId: floor3.floorId },
      query: { since: on3.cursor },
    });
    expect(left.removedUserIds).toContain(yamadaId);
    expect(left.clients.map((c) => c.userId)).not.toContain(yamadaId);
    const arrived = await yamada.places.floorClients({
      params: { floorId: floor4.floorId },
      query: { since: on4.cursor },
    });
    expect(arrived.clients.map((c) => c.userId)).toEqual([yamadaId]);
    expect(arrived.pollingTimeMs).toBeLessThanOrEqual(2_000);
  });
});

describe('privacy', () => {
  it('never answers a person hidden by their own choice, and does not store their reports', async () => {
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    expect(await yamadaOn(floor3.floorId)).toBeDefined();
    const hidden = await yamada.myLocation.saveVisibility({ body: { shownOnMaps: false } });
    expect(hidden.shown).toEqual({ state: 'HIDDEN' });
    expect(await yamadaOn(floor3.floorId)).toBeUndefined();
    expect(await sink.report(demoId, [report(floor3.floorId, 18, 26)])).toEqual({ accepted: 0, ignored: 1 });
    expect(await yamadaOn(floor3.floorId)).toBeUndefined();
    expect((await admin.places.lastSeen({ params: { userId: yamadaId } })).location).toBeNull();
    expect((await admin.ibasho.getMapNames({ body: { userIds: [yamadaId] } })).items[0]?.mapName).toBeNull();
    expect(
      await failure(admin.ibasho.getLocations({ params: { userId: yamadaId, deviceType: 'PC' } })),
    ).toMatchObject({ status: 404 });
    const stored = await server.db
      .selectFrom('user_positions')
      .select('user_id')
      .where('user_id', '=', yamadaId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('hides people who made no choice when the tenant default is off', async () => {
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    await setSettings({ shownByDefault: false });
    expect(await yamadaOn(floor3.floorId)).toBeUndefined();
    expect((await yamada.myLocation.get()).shown).toEqual({ state: 'HIDDEN' });
    await yamada.myLocation.saveVisibility({ body: { shownOnMaps: true } });
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    expect(await yamadaOn(floor3.floorId)).toBeDefined();
  });

  it('shows nobody outside working hours, and takes no positions then', async () => {
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    await setSettings({ workingHours: { start: '09:00', end: '18:00', days: [] } });
    const map = await yamada.places.floor({ params: { floorId: floor3.floorId } });
    expect(map.clients).toEqual([]);
    expect((await yamada.myLocation.get()).shown).toEqual({ state: 'OUTSIDE_WORKING_HOURS' });
    expect(await sink.report(demoId, [report(floor3.floorId, 18, 26)])).toEqual({ accepted: 0, ignored: 1 });
  });

  it('stops showing a position once it is older than the recent window', async () => {
    await sink.report(demoId, [report(floor3.floorId, 9, 26)]);
    server.advanceClock(16 * 60_000);
    try {
      expect(await yamadaOn(floor3.floorId)).toBeUndefined();
      expect((await yamada.myLocation.get()).shown).toEqual({ state: 'NOT_LOCATED' });
    } finally {
      server.advanceClock(-16 * 60_000);
    }
  });
});

describe('floor settings', () => {
  const png = () =>
    sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

  it('adds a floor, takes its image by content, calibrates it, and keeps areas on the floor', async () => {
    const floor = await admin.placesAdmin.createFloor({
      body: { floorType: 'IBASHO', name: '本社 5F', floorNumber: 5, dimension: { length: 20, width: 40 } },
    });
    expect(floor.dimension.unit).toBe('FEET');
    const html = new File([new TextEncoder().encode('<html><body>not a plan</body></html>')], 'plan.png', {
      type: 'image/png',
    });
    const refused = await failure(
      admin.placesAdmin.uploadImage({ params: { floorId: floor.floorId }, body: { file: html } }),
    );
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.fields).toContain('body.file:imageType');
    const image = new File([new Uint8Array(await png())], 'plan.png', { type: 'image/png' });
    const withImage = await admin.placesAdmin.uploadImage({
      params: { floorId: floor.floorId },
      body: { file: image },
    });
    expect(withImage.image).toMatchObject({ width: 400, height: 200 });
    expect(withImage.calibration).toMatchObject({ pixelsPerUnit: 10, calibrated: false });

    const calibrated = await admin.placesAdmin.calibrate({
      params: { floorId: floor.floorId },
      body: {
        points: [
          { imageX: 20, imageY: 10, floorX: 0, floorY: 0 },
          { imageX: 200, imageY: 10, floorX: 20, floorY: 0 },
        ],
      },
    });
    expect(calibrated.calibration).toEqual({ pixelsPerUnit: 9, originX: 20, originY: 10, calibrated: true });

    const offMap = await failure(
      admin.placesAdmin.createArea({
        params: { floorId: floor.floorId },
        body: { name: 'Seat', kind: 'SEAT', geometry: { shape: 'RECT', x: 38, y: 1, width: 4, height: 2 } },
      }),
    );
    expect(offMap).toMatchObject({ status: 400 });
    expect(offMap.fields).toContain('body.geometry:invalid');
    const room = await admin.placesAdmin.createArea({
      params: { floorId: floor.floorId },
      body: {
        name: 'Room',
        kind: 'ROOM',
        geometry: {
          shape: 'POLYGON',
          points: [
            { x: 30, y: 2 },
            { x: 38, y: 2 },
            { x: 34, y: 10 },
          ],
        },
      },
    });
    const shrink = await failure(
      admin.placesAdmin.updateFloor({
        params: { floorId: floor.floorId },
        body: { floorType: 'IBASHO', name: '本社 5F', floorNumber: 5, dimension: { length: 20, width: 20 } },
      }),
    );
    expect(shrink).toMatchObject({ status: 400 });
    const map = await yamada.places.floor({ params: { floorId: floor.floorId } });
    expect(map.areas).toEqual([
      {
        areaId: room.areaId,
        name: 'Room',
        kind: 'ROOM',
        points: [
          { x: 290, y: 28 },
          { x: 362, y: 28 },
          { x: 326, y: 100 },
        ],
      },
    ]);
    const logged = await server.db
      .selectFrom('admin_action_log')
      .select('action')
      .where('target', 'in', [`floor:${floor.floorId}`, `floorArea:${room.areaId}`])
      .execute();
    expect(logged.map((row) => row.action).sort()).toEqual([
      'floor.calibrate',
      'floor.create',
      'floor.image',
      'floorArea.create',
    ]);
    await admin.placesAdmin.removeFloor({ params: { floorId: floor.floorId } });
    expect(await failure(yamada.places.floor({ params: { floorId: floor.floorId } }))).toMatchObject({
      status: 404,
      code: 'FLOOR_NOT_FOUND',
    });
  });

  it('answers 404 to another tenant’s floor, and lets plain users change nothing', async () => {
    expect(await failure(trialAdmin.places.floor({ params: { floorId: floor3.floorId } }))).toMatchObject({
      status: 404,
      code: 'FLOOR_NOT_FOUND',
    });
    expect(
      await failure(
        yamada.placesAdmin.createFloor({
          body: { floorType: 'IBASHO', name: 'x', floorNumber: 1, dimension: { length: 1, width: 1 } },
        }),
      ),
    ).toMatchObject({ status: 403 });
  });
});

describe('the simulated site', () => {
  it('moves the demo people’s devices between seats and rooms, and the floor answer follows', async () => {
    const site = startSimulatedSite({
      db: server.db,
      sink,
      clock: () => new Date(),
      tenantCode: 'demo',
      simulate: 'always',
      intervalMs: 3_600_000,
      seed: 7,
    });
    try {
      expect(await site.tick()).toBeGreaterThan(50);
      const before = await yamada.places.floor({ params: { floorId: floor3.floorId } });
      expect(before.clients.length).toBeGreaterThan(20);
      const seatOf = new Map(before.clients.map((c) => [c.userId, `${c.x},${c.y}`]));
      let moved = false;
      for (let i = 0; i < 10 && !moved; i += 1) {
        await site.tick();
        const after = await yamada.places.floor({ params: { floorId: floor3.floorId } });
        moved = after.clients.some((c) => seatOf.has(c.userId) && seatOf.get(c.userId) !== `${c.x},${c.y}`);
        moved ||= after.clients.length !== before.clients.length;
      }
      expect(moved).toBe(true);
    } finally {
      await site.stop();
    }
  });
});
