import {
  PLACE_LIMITS,
  type ClientType,
  type FloorClients,
  type FloorMap,
  type FloorType,
  type LastSeen,
  type MapClient,
  type MapName,
} from '@kizuna/api-client/contract';
import type { PlacesSimulate } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import {
  areaNameAt,
  cornersOf,
  floorAreas,
  geometryOf,
  imageSourceOf,
  listFloors,
  mapSizeOf,
  toPixels,
  type AreaRow,
  type FloorRow,
} from './floorStore.js';
import { readLocationSettings } from './locationSettings.js';
import { PlacesError } from './PlacesError.js';
import type { FloorCursors } from './floorCursor.js';
import { currentSeq, peopleCards, shownPositions, type ShownPosition } from './positionStore.js';

/** What every read of the maps needs: the tenant, the clock, the simulation switch, the cursors. */
export interface MapReader {
  readonly db: Db;
  readonly tenantId: number;
  readonly now: Date;
  readonly simulate: PlacesSimulate | undefined;
  readonly cursors: FloorCursors;
}

/** The people shown on a floor now, and the sequence number read before them. */
async function shownOnFloor(reader: MapReader, floor: FloorRow) {
  const [settings, seq] = await Promise.all([
    readLocationSettings(reader.db, reader.tenantId),
    currentSeq(reader.db),
  ]);
  const shown = await shownPositions(reader.db, reader.tenantId, settings, reader.now, reader.simulate, {
    floorIds: [floor.id],
  });
  const cursor = reader.cursors.seal(reader.tenantId, floor.id, {
    seq,
    issuedAt: reader.now,
    shown: shown.map((position) => position.userId),
  });
  return { shown, cursor };
}

async function toClients(
  reader: MapReader,
  floor: FloorRow,
  areas: readonly AreaRow[],
  positions: readonly ShownPosition[],
): Promise<MapClient[]> {
  const cards = await peopleCards(
    reader.db,
    reader.tenantId,
    positions.map((p) => p.userId),
  );
  const pixels = toPixels(floor);
  return positions.flatMap((position) => {
    const card = cards.get(position.userId);
    if (!card) return [];
    return [
      {
        userId: position.userId,
        ...card,
        ...pixels(position.x, position.y),
        device: position.device,
        seenAt: position.seenAt.toISOString(),
        areaName: areaNameAt(areas, position.x, position.y),
      },
    ];
  });
}

/** A floor with its areas and the people shown on it now, in pixels of its image (001 §3). */
export async function floorMap(reader: MapReader, floor: FloorRow): Promise<FloorMap> {
  const [areas, { shown, cursor }] = await Promise.all([
    floorAreas(reader.db, reader.tenantId, [floor.id]),
    shownOnFloor(reader, floor),
  ]);
  const clients = await toClients(reader, floor, areas, shown);
  const pixels = toPixels(floor);
  const nodes = new Map<string, FloorMap['nodes'][number]>();
  for (const client of clients) {
    const key = `${client.x},${client.y}`;
    const node = nodes.get(key) ?? { coordinate: { x: client.x, y: client.y }, clients: [] };
    node.clients.push({
      contactId: client.userId,
      userId: client.userId,
      fullname: client.fullname,
      fullnameKana: client.fullnameKana,
      divisionNames: client.divisionNames,
      floorType: floor.floor_type as FloorType,
      device: client.device,
    });
    nodes.set(key, node);
  }
  return {
    floorId: floor.id,
    floorType: floor.floor_type as FloorType,
    floorName: floor.name,
    mapSize: mapSizeOf(floor),
    imageSource: imageSourceOf(floor),
    message: '',
    clients,
    nodes: [...nodes.values()],
    areas: areas.map((area) => ({
      areaId: area.id,
      name: area.name,
      kind: area.kind as FloorMap['areas'][number]['kind'],
      points: cornersOf(geometryOf(area)).map((point) => pixels(point.x, point.y)),
    })),
    cursor,
    pollingTimeMs: PLACE_LIMITS.pollingTimeMs,
  };
}

/**
 * The people shown on a floor now, or what changed after `since`: people who arrived or moved,
 * and those of the people the cursor's answer showed who are no longer shown here (left, hidden,
 * out of hours or too old). The cursor carries that answer's people sealed, so nothing is stored
 * per departure and nobody is named whom the holder's map did not show. A cursor the server
 * cannot open (too old, of another floor, made up) gets the whole floor, not a history.
 */
export async function floorClients(
  reader: MapReader,
  floor: FloorRow,
  since: string | undefined,
): Promise<FloorClients> {
  const before =
    since === undefined ? null : reader.cursors.open(reader.tenantId, floor.id, since, reader.now);
  const [areas, { shown, cursor }] = await Promise.all([
    floorAreas(reader.db, reader.tenantId, [floor.id]),
    shownOnFloor(reader, floor),
  ]);
  const answer = { floorId: floor.id, cursor, pollingTimeMs: PLACE_LIMITS.pollingTimeMs };
  if (before === null || before.shown === null) {
    return {
      ...answer,
      clients: await toClients(reader, floor, areas, shown),
      removedUserIds: [],
      full: true,
    };
  }
  const known = new Set(before.shown);
  const changed = shown.filter(
    (position) => !known.has(position.userId) || BigInt(position.seq) > before.seq,
  );
  const now = new Set(shown.map((position) => position.userId));
  return {
    ...answer,
    clients: await toClients(reader, floor, areas, changed),
    removedUserIds: before.shown.filter((userId) => !now.has(userId)),
    full: false,
  };
}

/** Refuses user ids that name no one of the tenant (CONTACT_NOT_FOUND), as one would be unknown. */
export async function checkPeople(db: Db, tenantId: number, userIds: readonly number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await selectTenantRows(db, 'users', tenantId).select('id').where('id', 'in', unique).execute();
  if (rows.length !== unique.length) {
    throw new PlacesError('CONTACT_NOT_FOUND', 'a user id is not a person of the tenant');
  }
}

/** Where each person is shown now, among floors of the given types (001 §3 map name). */
export async function mapNames(
  reader: MapReader,
  userIds: readonly number[],
  types: readonly FloorType[],
): Promise<{ items: { userId: number; mapName: MapName | null }[] }> {
  await checkPeople(reader.db, reader.tenantId, userIds);
  const located = await locate(reader, [...new Set(userIds)], types);
  return {
    items: userIds.map((userId) => {
      const entry = located.get(userId);
      if (!entry) return { userId, mapName: null };
      const { floor } = entry;
      return {
        userId,
        mapName: {
          name: floor.name,
          fullname: floor.hierarchy_name ? `${floor.hierarchy_name} / ${floor.name}` : floor.name,
          key: String(floor.id),
        },
      };
    }),
  };
}

/** The shown positions of people on floors of the given types, with their floor. */
async function locate(
  reader: MapReader,
  userIds: readonly number[],
  types: readonly FloorType[],
  device?: ClientType,
): Promise<Map<number, { position: ShownPosition; floor: FloorRow }>> {
  const floors = await listFloors(reader.db, reader.tenantId, types);
  const byId = new Map(floors.map((floor) => [floor.id, floor]));
  const settings = await readLocationSettings(reader.db, reader.tenantId);
  const shown = await shownPositions(reader.db, reader.tenantId, settings, reader.now, reader.simulate, {
    userIds,
    floorIds: floors.map((floor) => floor.id),
  });
  const located = new Map<number, { position: ShownPosition; floor: FloorRow }>();
  for (const position of shown) {
    const floor = byId.get(position.floorId);
    if (!floor || (device !== undefined && position.device !== device)) continue;
    located.set(position.userId, { position, floor });
  }
  return located;
}

/**
 * The floor of the types given where the first of the people shown is now, with its people;
 * LOCATION_NOT_FOUND when none of them is shown there (with that device type, when given).
 */
export async function mapOfPerson(
  reader: MapReader,
  userIds: readonly number[],
  types: readonly FloorType[],
  device?: ClientType,
): Promise<FloorMap> {
  await checkPeople(reader.db, reader.tenantId, userIds);
  const located = await locate(reader, userIds, types, device);
  for (const userId of userIds) {
    const entry = located.get(userId);
    if (entry) return floorMap(reader, entry.floor);
  }
  throw new PlacesError('LOCATION_NOT_FOUND', 'the person is not shown on any such map now');
}

/** On which floor (of the types the caller may see) a person was last seen, if shown. */
export async function lastSeen(
  reader: MapReader,
  userId: number,
  types: readonly FloorType[],
): Promise<LastSeen> {
  await checkPeople(reader.db, reader.tenantId, [userId]);
  const entry = (await locate(reader, [userId], types)).get(userId);
  if (!entry) return { userId, location: null };
  const areas = await floorAreas(reader.db, reader.tenantId, [entry.floor.id]);
  return {
    userId,
    location: {
      floorId: entry.floor.id,
      floorType: entry.floor.floor_type as FloorType,
      floorName: entry.floor.name,
      areaName: areaNameAt(areas, entry.position.x, entry.position.y),
      device: entry.position.device,
      seenAt: entry.position.seenAt.toISOString(),
    },
  };
}
