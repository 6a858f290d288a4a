import {
  PLACE_LIMITS,
  type ClientType,
  type FloorType,
  type LocationSettings,
  type MapClient,
} from '@kizuna/api-client/contract';
import { sql, type Insertable } from 'kysely';
import type { PlacesSimulate } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { LocationSink, PositionReport, PositionReportResult } from './locationSource.js';
import { positionsShownAt, readLocationSettings } from './locationSettings.js';
import type { UserPositionsTable } from './placeTables.js';

const DAY_MS = 86_400_000;

/** Whether each person is shown on maps: their own choice, or the tenant's default. */
export async function shownPeople(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
  shownByDefault: boolean,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const choices = await db
    .selectFrom('user_location_privacy')
    .select(['user_id', 'shown_on_maps'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .execute();
  const chosen = new Map(choices.map((row) => [row.user_id, row.shown_on_maps]));
  return new Set(userIds.filter((id) => chosen.get(id) ?? shownByDefault));
}

/** A person found by a device: who, and as which device type (001 §3 client types). */
interface DeviceOwner {
  userId: number;
  device: ClientType;
}

/** The people of the tenant owning the devices heard (001 §5: MACs compared case-insensitively). */
async function ownersOf(
  db: Db,
  tenantId: number,
  reports: readonly PositionReport[],
): Promise<Map<string, DeviceOwner>> {
  const macs = [
    ...new Set(reports.flatMap((r) => (r.device.kind === 'MAC' ? [r.device.mac.toLowerCase()] : []))),
  ];
  const tags = [...new Set(reports.flatMap((r) => (r.device.kind === 'BLE' ? [r.device.tagId] : [])))];
  const owners = new Map<string, DeviceOwner>();
  if (macs.length === 0 && tags.length === 0) return owners;
  const rows = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'pc_mac_address', 'mobile_mac_address', 'ble_id', 'ex_beacon_tag_id'])
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        ...(macs.length > 0
          ? [
              eb(sql<string>`lower(pc_mac_address)`, 'in', macs),
              eb(sql<string>`lower(mobile_mac_address)`, 'in', macs),
            ]
          : []),
        ...(tags.length > 0 ? [eb('ble_id', 'in', tags), eb('ex_beacon_tag_id', 'in', tags)] : []),
      ]),
    )
    .execute();
  for (const row of rows) {
    if (row.pc_mac_address)
      owners.set(`MAC:${row.pc_mac_address.toLowerCase()}`, { userId: row.id, device: 'PC' });
    if (row.mobile_mac_address)
      owners.set(`MAC:${row.mobile_mac_address.toLowerCase()}`, { userId: row.id, device: 'MOBILE' });
    if (row.ble_id) owners.set(`BLE:${row.ble_id}`, { userId: row.id, device: 'BLE' });
    if (row.ex_beacon_tag_id) owners.set(`BLE:${row.ex_beacon_tag_id}`, { userId: row.id, device: 'BLE' });
  }
  return owners;
}

function deviceKey(report: PositionReport): string {
  return report.device.kind === 'MAC'
    ? `MAC:${report.device.mac.toLowerCase()}`
    : `BLE:${report.device.tagId}`;
}

/** Kizuna floors of the tenant, by source and the source's floor id. */
async function floorsOf(
  db: Db,
  tenantId: number,
  reports: readonly PositionReport[],
): Promise<Map<string, { id: number; width: number; length: number }>> {
  const floors = await selectTenantRows(db, 'floors', tenantId)
    .select(['id', 'dim_width', 'dim_length'])
    .execute();
  const byId = new Map(floors.map((f) => [f.id, { id: f.id, width: f.dim_width, length: f.dim_length }]));
  const result = new Map<string, { id: number; width: number; length: number }>();
  for (const report of reports) {
    if (report.source !== 'embedded') continue;
    const floor = /^[1-9][0-9]{0,15}$/.test(report.sourceFloorId)
      ? byId.get(Number(report.sourceFloorId))
      : undefined;
    if (floor) result.set(`embedded:${report.sourceFloorId}`, floor);
  }
  const vendorFloorIds = [
    ...new Set(reports.filter((r) => r.source !== 'embedded').map((r) => r.sourceFloorId)),
  ];
  if (vendorFloorIds.length > 0) {
    const mappings = await selectTenantRows(db, 'location_source_floors', tenantId)
      .select(['source', 'source_floor_id', 'floor_id'])
      .where('source_floor_id', 'in', vendorFloorIds)
      .execute();
    for (const mapping of mappings) {
      const floor = byId.get(mapping.floor_id);
      if (floor) result.set(`${mapping.source}:${mapping.source_floor_id}`, floor);
    }
  }
  return result;
}

/**
 * Removes people's positions (hidden, or heard outside working hours). Nothing is kept of where
 * they were: an open map that showed them learns they are gone from its own cursor.
 */
export async function forgetPositions(db: Db, tenantId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('user_positions')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .execute();
}

/** Deletes every tenant's latest positions older than `latestKeptDays`, reports or not. */
export async function purgeOldPositions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('user_positions')
    .where('seen_at', '<', new Date(now.getTime() - PLACE_LIMITS.latestKeptDays * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The sink of every location source (`LocationSink`): finds the person by the device, the Kizuna
 * floor by the source's floor id, applies the privacy rules and keeps each person's latest
 * position. A report of a device no one registered, of an unmapped floor, off the floor, older
 * than the person's kept position, of a person hidden from maps, or heard outside working hours
 * is ignored; the last two also take away the person's earlier position. No history is kept.
 */
export function createLocationSink(options: {
  db: Db;
  clock: () => Date;
  simulate?: PlacesSimulate;
}): LocationSink {
  const { db, clock } = options;
  return {
    async report(tenantId, reports): Promise<PositionReportResult> {
      if (reports.length === 0) return { accepted: 0, ignored: 0 };
      const now = clock();
      const settings = await readLocationSettings(db, tenantId);
      const [owners, floors] = await Promise.all([
        ownersOf(db, tenantId, reports),
        floorsOf(db, tenantId, reports),
      ]);
      const open = positionsShownAt(settings, now, options.simulate);
      // The latest report of each person wins.
      const latest = new Map<number, { report: PositionReport; owner: DeviceOwner; floorId: number }>();
      let stored = 0;
      for (const report of reports) {
        const owner = owners.get(deviceKey(report));
        const floor = floors.get(`${report.source}:${report.sourceFloorId}`);
        const onFloor =
          floor !== undefined &&
          Number.isFinite(report.x) &&
          Number.isFinite(report.y) &&
          report.x >= 0 &&
          report.y >= 0 &&
          report.x <= floor.width &&
          report.y <= floor.length;
        if (!owner || !floor || !onFloor) continue;
        const before = latest.get(owner.userId);
        if (!before || before.report.seenAt <= report.seenAt) {
          latest.set(owner.userId, { report, owner, floorId: floor.id });
        }
      }
      const people = [...latest.keys()];
      const shown = await shownPeople(db, tenantId, people, settings.shownByDefault);
      const refused = open ? people.filter((id) => !shown.has(id)) : people;
      const accepted = people.filter((id) => open && shown.has(id));
      await db.transaction().execute(async (trx) => {
        await forgetPositions(trx, tenantId, refused);
        // Only the latest position is kept, and not for ever.
        await trx
          .deleteFrom('user_positions')
          .where('tenant_id', '=', tenantId)
          .where('seen_at', '<', new Date(now.getTime() - PLACE_LIMITS.latestKeptDays * DAY_MS))
          .execute();
        if (accepted.length === 0) return;
        const previous = await trx
          .selectFrom('user_positions')
          .select(['user_id', 'seen_at'])
          .where('tenant_id', '=', tenantId)
          .where('user_id', 'in', accepted)
          .execute();
        const before = new Map(previous.map((row) => [row.user_id, row]));
        const rows: Insertable<UserPositionsTable>[] = [];
        for (const userId of accepted) {
          const entry = latest.get(userId);
          if (!entry) continue;
          const old = before.get(userId);
          if (old && new Date(old.seen_at) > entry.report.seenAt) continue;
          rows.push({
            user_id: userId,
            tenant_id: tenantId,
            floor_id: entry.floorId,
            x: entry.report.x,
            y: entry.report.y,
            device: entry.owner.device,
            source: entry.report.source,
            seen_at: entry.report.seenAt,
          });
        }
        stored = rows.length;
        if (rows.length > 0) {
          await trx
            .insertInto('user_positions')
            .values(rows)
            .onConflict((oc) =>
              oc.column('user_id').doUpdateSet((eb) => ({
                floor_id: eb.ref('excluded.floor_id'),
                x: eb.ref('excluded.x'),
                y: eb.ref('excluded.y'),
                device: eb.ref('excluded.device'),
                source: eb.ref('excluded.source'),
                seen_at: eb.ref('excluded.seen_at'),
                seq: sql<string>`nextval('user_positions_seq')`,
              })),
            )
            .execute();
        }
      });
      // One report per person placed counts as accepted; the rest were ignored.
      return { accepted: stored, ignored: reports.length - stored };
    },
  };
}

/** A stored position as the maps read it. */
export interface ShownPosition {
  userId: number;
  floorId: number;
  floorType: FloorType;
  x: number;
  y: number;
  device: ClientType;
  seenAt: Date;
  seq: string;
}

/**
 * The positions shown now: recent, during working hours, of people shown on maps. `floorIds`
 * narrows to floors, `userIds` to people. Nothing is said of the others, not even that they exist.
 */
export async function shownPositions(
  db: Db,
  tenantId: number,
  settings: LocationSettings,
  now: Date,
  simulate: PlacesSimulate | undefined,
  filter: { floorIds?: readonly number[]; userIds?: readonly number[] },
): Promise<ShownPosition[]> {
  let query = db
    .selectFrom('user_positions as p')
    .innerJoin('floors as f', (join) =>
      join.onRef('f.id', '=', 'p.floor_id').onRef('f.tenant_id', '=', 'p.tenant_id'),
    )
    .select([
      'p.user_id',
      'p.floor_id',
      'f.floor_type',
      'p.x',
      'p.y',
      'p.device',
      'p.seen_at',
      sql<string>`p.seq::text`.as('seq'),
    ])
    .where('p.tenant_id', '=', tenantId);
  if (filter.floorIds) {
    if (filter.floorIds.length === 0) return [];
    query = query.where('p.floor_id', 'in', filter.floorIds);
  }
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    query = query.where('p.user_id', 'in', filter.userIds);
  }
  const open = positionsShownAt(settings, now, simulate);
  if (!open) return [];
  const rows = await query.execute();
  const freshAfter = now.getTime() - settings.recentMinutes * 60_000;
  const people = await shownPeople(
    db,
    tenantId,
    rows.map((row) => row.user_id),
    settings.shownByDefault,
  );
  const shown: ShownPosition[] = [];
  for (const row of rows) {
    if (!people.has(row.user_id) || new Date(row.seen_at).getTime() < freshAfter) continue;
    shown.push({
      userId: row.user_id,
      floorId: row.floor_id,
      floorType: row.floor_type as FloorType,
      x: row.x,
      y: row.y,
      device: row.device as ClientType,
      seenAt: new Date(row.seen_at),
      seq: row.seq,
    });
  }
  return shown;
}

/**
 * The position sequence number now: changes after it have a greater one. Read before the positions
 * of an answer, so nothing written in between is missed; a write still committing when it is read
 * may carry a smaller number, and reaches open maps with the person's next move or a full answer.
 */
export async function currentSeq(db: Db): Promise<bigint> {
  const row = await sql<{ seq: string }>`select last_value::text as seq from user_positions_seq`.execute(db);
  return BigInt(row.rows[0]?.seq ?? '0');
}

/** Names and divisions of people, for the map's clients. */
export async function peopleCards(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, Pick<MapClient, 'fullname' | 'fullnameKana' | 'divisionNames'>>> {
  const cards = new Map<number, Pick<MapClient, 'fullname' | 'fullnameKana' | 'divisionNames'>>();
  if (userIds.length === 0) return cards;
  const unique = [...new Set(userIds)];
  const [users, divisions] = await Promise.all([
    selectTenantRows(db, 'users', tenantId)
      .select(['id', 'fullname', 'fullname_kana'])
      .where('id', 'in', unique)
      .execute(),
    db
      .selectFrom('user_divisions as ud')
      .innerJoin('divisions as d', 'd.id', 'ud.division_id')
      .select(['ud.user_id', 'd.name', 'ud.is_primary'])
      .where('ud.tenant_id', '=', tenantId)
      .where('ud.user_id', 'in', unique)
      .orderBy('ud.is_primary', 'desc')
      .orderBy('d.id')
      .execute(),
  ]);
  for (const user of users) {
    cards.set(user.id, { fullname: user.fullname, fullnameKana: user.fullname_kana, divisionNames: [] });
  }
  for (const division of divisions) cards.get(division.user_id)?.divisionNames.push(division.name);
  return cards;
}
