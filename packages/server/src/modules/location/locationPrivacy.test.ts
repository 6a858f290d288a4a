import type { FloorClients, FloorMap, KizunaClient } from '@kizuna/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { hashPassword } from '../auth/index.js';
import { createLocationSink, purgeOldPositions } from './positionStore.js';
import type { LocationSink, PositionReport } from './locationSource.js';

/**
 * The privacy promises of Places, checked through the calls a curious colleague has: a plain user
 * of the same tenant, signed in, reading the maps and their change feed on every floor type.
 */

const PASSWORD = 'Kizuna-Places1';
const SUBJECT_PC = 'AA:BB:CC:00:77:01';
const SUBJECT_TAG = 'PRIVACY01';
const COLLEAGUE_PC = 'AA:BB:CC:00:77:02';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Working hours of the whole week, so positions are shown whatever the hour the test runs. */
const ALL_DAY = { start: '00:00', end: '00:00', days: [1, 2, 3, 4, 5, 6, 7] };

let server: TestServer;
/** The person whose whereabouts are at stake (the demo user, who sets their own choice). */
let subject: KizunaClient;
/** A plain user of the same tenant, looking. */
let colleague: KizunaClient;
let admin: KizunaClient;
let subjectId: number;
let colleagueId: number;
let demoId: number;
let sink: LocationSink;
let offsetMs = 0;
const floors = { place3: 0, place4: 0, cmx: 0, beacon: 0 };

const now = () => new Date(Date.now() + offsetMs);
/** Moves the server's clock and the location sources' clock together. */
function advance(ms: number) {
  offsetMs += ms;
  server.advanceClock(ms);
}

async function setSettings(change: Partial<{ workingHours: typeof ALL_DAY; recentMinutes: number }> = {}) {
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

/** A position of a device on a floor, heard now, as each floor type's source reports it. */
function heard(floor: keyof typeof floors, mac = SUBJECT_PC): PositionReport {
  const seenAt = now();
  if (floor === 'cmx')
    return {
      source: 'cmx',
      device: { kind: 'MAC', mac: mac.toLowerCase() },
      sourceFloorId: 'cmx-privacy',
      x: 5,
      y: 5,
      seenAt,
    };
  if (floor === 'beacon')
    return {
      source: 'beacon',
      device: { kind: 'BLE', tagId: SUBJECT_TAG },
      sourceFloorId: 'gw-privacy',
      x: 6,
      y: 6,
      seenAt,
    };
  const x = floor === 'place3' ? 9 : 18;
  return {
    source: 'embedded',
    device: { kind: 'MAC', mac: mac.toLowerCase() },
    sourceFloorId: String(floors[floor]),
    x,
    y: 26,
    seenAt,
  };
}

async function place(floor: keyof typeof floors) {
  expect(await sink.report(demoId, [heard(floor)])).toEqual({ accepted: 1, ignored: 0 });
}

/** Every user id an answer names, wherever it names one. */
function namedIds(answer: FloorMap | FloorClients): number[] {
  const ids = answer.clients.map((client) => client.userId);
  if ('removedUserIds' in answer) ids.push(...answer.removedUserIds);
  if ('nodes' in answer) ids.push(...answer.nodes.flatMap((node) => node.clients.map((c) => c.userId)));
  return ids;
}

/** The change feeds of a floor a colleague can read: the map page's (place floors), a beacon floor's. */
async function feeds(floorId: number, since: string | undefined): Promise<FloorClients[]> {
  const query = since === undefined ? {} : { since };
  if (floorId === floors.beacon) return [await colleague.exBeacon.clients({ params: { floorId }, query })];
  if (floorId === floors.cmx) return [];
  return [await colleague.places.floorClients({ params: { floorId }, query })];
}

/** The whole-floor answers of a floor, by each call that gives one. */
async function maps(floorId: number): Promise<(FloorMap | FloorClients)[]> {
  if (floorId === floors.beacon) return [await colleague.exBeacon.clients({ params: { floorId } })];
  if (floorId === floors.cmx) return [await colleague.cmx.floorWithClients({ body: { floorId } })];
  return [
    await colleague.places.floor({ params: { floorId } }),
    await colleague.ibasho.getLocationsOnMap({ body: { floorId } }),
  ];
}

/** The cursor of a whole-floor answer, as an open map holds it. */
async function openCursor(floorId: number): Promise<string> {
  const [map] = await maps(floorId);
  return map!.cursor;
}

/** The cursor numbers a colleague could step through: 0 up to past the newest change. */
async function steppedCursors(): Promise<string[]> {
  const { rows } = await sql<{ seq: string }>`select last_value::text as seq from user_positions_seq`.execute(
    server.db,
  );
  const top = Number(rows[0]?.seq ?? '0');
  expect(top).toBeLessThan(2_000);
  return Array.from({ length: top + 2 }, (_, n) => String(n));
}

async function storedPositionOf(userId: number) {
  return server.db
    .selectFrom('user_positions')
    .select(['floor_id', 'seen_at'])
    .where('user_id', '=', userId)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  subject = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  subjectId = (await subject.principal.userInfo()).userId;
  const demo = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  const plain = await server.db
    .selectFrom('users')
    .select(['id', 'account_id'])
    .where('tenant_id', '=', demoId)
    .where('is_admin', '=', false)
    .where('enabled', '=', true)
    .where('user_type', '=', 'REGULAR_USER')
    .where('id', '!=', subjectId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  colleagueId = plain.id;
  await server.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD), password_change_reason: null })
    .where('id', '=', colleagueId)
    .execute();
  colleague = await server.signIn({ tenantCode: 'demo', accountId: plain.account_id, password: PASSWORD });
  sink = createLocationSink({ db: server.db, clock: now });

  const placeFloors = (await colleague.ibasho.getMaps()).items;
  floors.place3 = placeFloors.find((floor) => floor.name === '本社 3F')!.floorId;
  floors.place4 = placeFloors.find((floor) => floor.name === '本社 4F')!.floorId;
  const dimension = { length: 20, width: 40 };
  floors.cmx = (
    await admin.placesAdmin.createFloor({
      body: { floorType: 'CMX', name: 'Wireless 9F', floorNumber: 9, dimension },
    })
  ).floorId;
  floors.beacon = (
    await admin.placesAdmin.createFloor({
      body: { floorType: 'EX_BEACON', name: 'Beacon 10F', floorNumber: 10, dimension },
    })
  ).floorId;
  await admin.placesAdmin.createMapping({
    body: { source: 'cmx', sourceFloorId: 'cmx-privacy', floorId: floors.cmx },
  });
  await admin.placesAdmin.createMapping({
    body: { source: 'beacon', sourceFloorId: 'gw-privacy', floorId: floors.beacon },
  });
  await subject.myLocation.saveDevices({
    body: { pcMacAddress: SUBJECT_PC, mobileMacAddress: null, bleId: null, exBeaconTagId: SUBJECT_TAG },
  });
  await colleague.myLocation.saveDevices({
    body: { pcMacAddress: COLLEAGUE_PC, mobileMacAddress: null, bleId: null, exBeaconTagId: null },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await setSettings();
  await subject.myLocation.saveVisibility({ body: { shownOnMaps: null } });
  await colleague.myLocation.saveVisibility({ body: { shownOnMaps: null } });
  // Every test starts with nobody placed.
  await server.db.deleteFrom('user_positions').where('tenant_id', '=', demoId).execute();
});

describe('the change feed names only people the map shows', () => {
  it('names no one outside working hours, whatever the cursor', async () => {
    await place('place3');
    const open = await colleague.places.floor({ params: { floorId: floors.place3 } });
    expect(namedIds(open)).toContain(subjectId);

    await setSettings({ workingHours: { start: '09:00', end: '18:00', days: [] } });
    const closed = await colleague.places.floor({ params: { floorId: floors.place3 } });
    expect(closed.clients).toEqual([]);
    for (const since of [undefined, closed.cursor, ...(await steppedCursors())]) {
      for (const answer of await feeds(floors.place3, since)) {
        expect({ since, ids: namedIds(answer) }).toEqual({ since, ids: [] });
      }
    }
    // The map that showed the person before closing time is told to take them away, and only that.
    const [changes] = await feeds(floors.place3, open.cursor);
    expect(changes).toMatchObject({ clients: [], removedUserIds: [subjectId], full: false });
  });

  it('names no one whose position is older than the recent window, whatever the cursor', async () => {
    await setSettings({ recentMinutes: 1 });
    await place('place4');
    const open = await colleague.places.floor({ params: { floorId: floors.place4 } });
    expect(namedIds(open)).toContain(subjectId);

    advance(2 * MINUTE);
    const later = await colleague.places.floor({ params: { floorId: floors.place4 } });
    expect(later.clients).toEqual([]);
    for (const since of [undefined, later.cursor, ...(await steppedCursors())]) {
      for (const answer of await feeds(floors.place4, since)) {
        expect({ since, ids: namedIds(answer) }).toEqual({ since, ids: [] });
      }
    }
    const [changes] = await feeds(floors.place4, open.cursor);
    expect(changes).toMatchObject({ clients: [], removedUserIds: [subjectId], full: false });
  });

  it('never names a hidden person, on any floor type, at any cursor', async () => {
    const seen: { floorId: number; cursor: string }[] = [];
    for (const floor of ['place3', 'cmx', 'beacon', 'place4'] as const) {
      await place(floor);
      for (const floorId of Object.values(floors)) {
        seen.push({ floorId, cursor: await openCursor(floorId) });
      }
    }
    const hidden = await subject.myLocation.saveVisibility({ body: { shownOnMaps: false } });
    expect(hidden.shown).toEqual({ state: 'HIDDEN' });
    // A report while hidden is neither stored nor shown.
    expect(await sink.report(demoId, [heard('place3')])).toEqual({ accepted: 0, ignored: 1 });

    const stepped = await steppedCursors();
    for (const floorId of Object.values(floors)) {
      for (const map of await maps(floorId)) expect(namedIds(map)).not.toContain(subjectId);
      const fresh = await openCursor(floorId);
      const others = seen.filter((s) => s.floorId !== floorId).map((s) => s.cursor);
      for (const since of [undefined, fresh, ...stepped, ...others]) {
        for (const answer of await feeds(floorId, since)) {
          expect({ floorId, since, named: namedIds(answer).includes(subjectId) }).toEqual({
            floorId,
            since,
            named: false,
          });
        }
      }
      // A cursor of this floor from when the person was shown here: only told they are gone.
      for (const { cursor } of seen.filter((s) => s.floorId === floorId)) {
        for (const answer of await feeds(floorId, cursor)) {
          expect(answer.clients.map((c) => c.userId)).not.toContain(subjectId);
        }
      }
    }
    expect((await colleague.places.lastSeen({ params: { userId: subjectId } })).location).toBeNull();
    for (const names of [
      await colleague.ibasho.getMapNames({ body: { userIds: [subjectId] } }),
      await colleague.cmx.mapName({ body: { userIds: [subjectId] } }),
      await colleague.exBeacon.mapName({ body: { userIds: [subjectId] } }),
    ]) {
      expect(names.items).toEqual([{ userId: subjectId, mapName: null }]);
    }
    await expect(colleague.exBeacon.mapWithClients({ body: { userIds: [subjectId] } })).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
    await expect(colleague.cmx.clientFloor({ params: { type: 'PC', id: subjectId } })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      colleague.ibasho.getLocations({ params: { userId: subjectId, deviceType: 'PC' } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await storedPositionOf(subjectId)).toEqual([]);
  });
});

describe('no history', () => {
  it('keeps no departures, so stepping cursors tells nothing of the order of a person’s floors', async () => {
    for (const floor of ['place3', 'place4', 'place3', 'place4'] as const) await place(floor);
    const stepped = await steppedCursors();
    for (const floorId of [floors.place3, floors.place4]) {
      const answers = new Set<string>();
      for (const since of stepped) {
        for (const answer of await feeds(floorId, since)) {
          answers.add(JSON.stringify({ ...answer, cursor: '' }));
        }
      }
      // One answer whatever the number stepped to: the floor as the map shows it now.
      expect([...answers]).toHaveLength(1);
    }
    // Nothing in the database pairs a person with a floor but the latest position.
    const pairing = await sql<{ table: string }>`
      select table_name as table from information_schema.columns
      where table_schema = current_schema() and column_name in ('user_id', 'floor_id')
      group by table_name having count(*) = 2`.execute(server.db);
    expect(pairing.rows.map((row) => row.table)).toEqual(['user_positions']);
    const stored = await storedPositionOf(subjectId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.floor_id).toBe(floors.place4);
  });

  it('answers an old, foreign or made-up cursor with the whole floor, not with changes', async () => {
    await place('place3');
    const open = await colleague.places.floor({ params: { floorId: floors.place3 } });
    const onFour = await colleague.places.floor({ params: { floorId: floors.place4 } });
    for (const since of [onFour.cursor, '0', 'AAAA', open.cursor.slice(0, -2)]) {
      const [answer] = await feeds(floors.place3, since);
      expect(answer).toMatchObject({ full: true, removedUserIds: [] });
      expect(answer?.clients.map((c) => c.userId)).toEqual([subjectId]);
    }
    advance(6 * MINUTE);
    const [stale] = await feeds(floors.place3, open.cursor);
    expect(stale).toMatchObject({ full: true, removedUserIds: [] });
    expect(stale?.clients.map((c) => c.userId)).toEqual([subjectId]);
    // A cursor as fresh as the map's answers only what changed.
    const now3 = await colleague.places.floor({ params: { floorId: floors.place3 } });
    const [unchanged] = await feeds(floors.place3, now3.cursor);
    expect(unchanged).toMatchObject({ full: false, clients: [], removedUserIds: [] });
  });

  it('refuses a cursor that is no cursor at all with a field error', async () => {
    for (const since of ['a b', 'x'.repeat(5_000), '<script>']) {
      await expect(
        colleague.places.floorClients({ params: { floorId: floors.place3 }, query: { since } }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
  });
});

describe('what is stored', () => {
  it('does not store a report outside working hours, and takes the earlier position away', async () => {
    await place('place3');
    expect(await storedPositionOf(subjectId)).toHaveLength(1);
    await setSettings({ workingHours: { start: '09:00', end: '18:00', days: [] } });
    expect(await sink.report(demoId, [heard('place4')])).toEqual({ accepted: 0, ignored: 1 });
    expect(await storedPositionOf(subjectId)).toEqual([]);
    await setSettings();
    for (const floorId of Object.values(floors)) {
      for (const map of await maps(floorId)) expect(namedIds(map)).not.toContain(subjectId);
    }
  });

  it('does not store a report of a hidden person, and hiding takes the position away at once', async () => {
    await place('cmx');
    await subject.myLocation.saveVisibility({ body: { shownOnMaps: false } });
    expect(await storedPositionOf(subjectId)).toEqual([]);
    expect(await sink.report(demoId, [heard('beacon')])).toEqual({ accepted: 0, ignored: 1 });
    expect(await storedPositionOf(subjectId)).toEqual([]);
  });

  it('deletes latest positions older than 7 days, with or without new reports', async () => {
    await place('place3');
    advance(7 * DAY + MINUTE);
    // Another person's report sweeps the tenant's old positions.
    expect(await sink.report(demoId, [heard('place4', COLLEAGUE_PC)])).toEqual({ accepted: 1, ignored: 0 });
    expect(await storedPositionOf(subjectId)).toEqual([]);
    expect(await storedPositionOf(colleagueId)).toHaveLength(1);
    // Without any report, the server's periodic purge does.
    advance(7 * DAY + MINUTE);
    expect(await purgeOldPositions(server.db, now())).toBe(1);
    expect(await storedPositionOf(colleagueId)).toEqual([]);
  });
});
