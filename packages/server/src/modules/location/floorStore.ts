import {
  PLACE_LIMITS,
  type Area,
  type AreaShape,
  type FloorDefinition,
  type FloorType,
} from '@kizuna/api-client/contract';
import { floorSources, isAdminEntryAllowed, type CapabilityContext } from '@kizuna/api-client/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { PlacesError } from './PlacesError.js';
import type { FloorAreasTable, FloorsTable } from './placeTables.js';

export type FloorRow = Omit<Selectable<FloorsTable>, 'image_file_id'>;
export type AreaRow = Selectable<FloorAreasTable>;

/** Every column but the image's file. */
export const FLOOR_COLUMNS = [
  'id',
  'tenant_id',
  'floor_type',
  'name',
  'floor_number',
  'hierarchy_name',
  'outdoor',
  'dim_length',
  'dim_width',
  'dim_height',
  'offset_x',
  'offset_y',
  'unit',
  'image_width',
  'image_height',
  'image_size',
  'image_version',
  'pixels_per_unit',
  'origin_x',
  'origin_y',
  'created_at',
  'updated_at',
] as const;

/** The floor types a person may see on the maps (001 §6): place floors, else wireless and beacon. */
export function visibleFloorTypes(context: CapabilityContext): FloorType[] {
  return floorSources(context).map((source) =>
    source === 'PLACE' ? 'IBASHO' : source === 'WIRELESS' ? 'CMX' : 'EX_BEACON',
  );
}

/** The floor types an administrator may set up (000 §6.4: each entry's feature and role). */
export function adminFloorTypes(context: CapabilityContext): FloorType[] {
  const types: FloorType[] = [];
  if (isAdminEntryAllowed(context, 'CMX') || isAdminEntryAllowed(context, 'MERAKI')) types.push('CMX');
  if (isAdminEntryAllowed(context, 'EX_BEACON')) types.push('EX_BEACON');
  if (isAdminEntryAllowed(context, 'IBASHO')) types.push('IBASHO');
  return types;
}

/** The floor, if it is the tenant's and of one of the types given; FLOOR_NOT_FOUND otherwise. */
export async function findFloor(
  db: Db,
  tenantId: number,
  floorId: number,
  types: readonly FloorType[],
): Promise<FloorRow> {
  const row = await selectTenantRows(db, 'floors', tenantId, floorId)
    .select(FLOOR_COLUMNS)
    .executeTakeFirst();
  if (!row || !types.includes(row.floor_type as FloorType)) {
    throw new PlacesError('FLOOR_NOT_FOUND', 'no such floor in the tenant');
  }
  return row;
}

export async function listFloors(db: Db, tenantId: number, types: readonly FloorType[]): Promise<FloorRow[]> {
  if (types.length === 0) return [];
  return selectTenantRows(db, 'floors', tenantId)
    .select(FLOOR_COLUMNS)
    .where('floor_type', 'in', types)
    .orderBy('floor_type')
    .orderBy('floor_number')
    .orderBy('id')
    .execute();
}

export async function floorAreas(db: Db, tenantId: number, floorIds: readonly number[]): Promise<AreaRow[]> {
  if (floorIds.length === 0) return [];
  return selectTenantRows(db, 'floor_areas', tenantId)
    .selectAll()
    .where('floor_id', 'in', floorIds)
    .orderBy('id')
    .execute();
}

/** The floor's image size in pixels, or the spec's default map size without an image (001 §9). */
export function mapSizeOf(floor: FloorRow): { width: number; height: number } {
  return {
    width: floor.image_width ?? PLACE_LIMITS.defaultMapWidth,
    height: floor.image_height ?? PLACE_LIMITS.defaultMapHeight,
  };
}

/**
 * Image pixels per floor unit and where the floor's origin lies on the image: the administrator's
 * two-point calibration, or else the floor's width stretched over the image's width.
 */
export function calibrationOf(floor: FloorRow) {
  if (floor.pixels_per_unit !== null) {
    return {
      pixelsPerUnit: floor.pixels_per_unit,
      originX: floor.origin_x ?? 0,
      originY: floor.origin_y ?? 0,
      calibrated: true,
    };
  }
  return {
    pixelsPerUnit: mapSizeOf(floor).width / floor.dim_width,
    originX: 0,
    originY: 0,
    calibrated: false,
  };
}

/** Turns a point in floor units into image pixels. */
export function toPixels(floor: FloorRow): (x: number, y: number) => { x: number; y: number } {
  const { pixelsPerUnit, originX, originY } = calibrationOf(floor);
  const round = (value: number) => Math.round(value * 10) / 10;
  return (x, y) => ({ x: round(originX + x * pixelsPerUnit), y: round(originY + y * pixelsPerUnit) });
}

/** The corners of an area, in floor units. */
export function cornersOf(shape: AreaShape): { x: number; y: number }[] {
  if (shape.shape === 'RECT') {
    return [
      { x: shape.x, y: shape.y },
      { x: shape.x + shape.width, y: shape.y },
      { x: shape.x + shape.width, y: shape.y + shape.height },
      { x: shape.x, y: shape.y + shape.height },
    ];
  }
  return shape.points;
}

/** Whether a point (floor units) is inside an area (edges count as inside). */
export function containsPoint(shape: AreaShape, x: number, y: number): boolean {
  if (shape.shape === 'RECT') {
    return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
  }
  let inside = false;
  const points = shape.points;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether every corner of the shape lies on the floor (inside its width and length). */
export function shapeOnFloor(shape: AreaShape, floor: Pick<FloorRow, 'dim_width' | 'dim_length'>): boolean {
  return cornersOf(shape).every(
    (point) => point.x >= 0 && point.y >= 0 && point.x <= floor.dim_width && point.y <= floor.dim_length,
  );
}

export function geometryOf(row: AreaRow): AreaShape {
  return (typeof row.geometry === 'string' ? JSON.parse(row.geometry) : row.geometry) as AreaShape;
}

export function toArea(row: AreaRow): Area {
  return {
    areaId: row.id,
    floorId: row.floor_id,
    name: row.name,
    kind: row.kind as Area['kind'],
    geometry: geometryOf(row),
  };
}

/** The name of the area a point falls in: the smallest kind first (a seat inside a room). */
export function areaNameAt(areas: readonly AreaRow[], x: number, y: number): string | null {
  const order = { SEAT: 0, ROOM: 1, ZONE: 2 } as Record<string, number>;
  let best: AreaRow | null = null;
  for (const area of areas) {
    if (!containsPoint(geometryOf(area), x, y)) continue;
    if (!best || (order[area.kind] ?? 3) < (order[best.kind] ?? 3)) best = area;
  }
  return best?.name ?? null;
}

/** The floor's image path for `<img src>`, changing with each new image so caches stay right. */
export function imageSourceOf(floor: FloorRow): string | null {
  return floor.image_width === null ? null : `/front/floorImage/${floor.id}?v=${floor.image_version}`;
}

export function toFloorDefinition(floor: FloorRow, areas: readonly AreaRow[]): FloorDefinition {
  const size = mapSizeOf(floor);
  return {
    floorId: floor.id,
    floorType: floor.floor_type as FloorType,
    aesUid: String(floor.id),
    aesUidString: String(floor.id),
    calibrationModelId: String(floor.id),
    name: floor.name,
    floorNumber: floor.floor_number,
    hierarchyName: floor.hierarchy_name,
    outdoor: floor.outdoor,
    dimension: {
      length: floor.dim_length,
      width: floor.dim_width,
      height: floor.dim_height,
      offsetX: floor.offset_x,
      offsetY: floor.offset_y,
      unit: floor.unit as FloorDefinition['dimension']['unit'],
    },
    image: {
      imageName: floor.image_width === null ? null : `floor-${floor.id}.png`,
      zoomLevel: 0,
      width: size.width,
      height: size.height,
      size: floor.image_size ?? 0,
      maxResolution: Math.max(size.width, size.height),
      colorDepth: 24,
    },
    calibration: calibrationOf(floor),
    areas: areas.filter((area) => area.floor_id === floor.id).map(toArea),
    updatedAt: new Date(floor.updated_at).toISOString(),
  };
}

/** The stored image of a floor of the given types, or undefined (none, another tenant's, another type). */
export async function readFloorImage(db: Db, tenantId: number, floorId: number, types: readonly FloorType[]) {
  if (types.length === 0) return undefined;
  const row = await selectTenantRows(db, 'floors', tenantId, floorId)
    .select(['image_file_id', 'image_version'])
    .where('floor_type', 'in', types)
    .executeTakeFirst();
  if (!row || row.image_file_id === null) return undefined;
  // Read piece by piece as it is sent (db/storedFiles.ts).
  const body = await fileStorage(db).open(tenantId, row.image_file_id);
  return body ? { body, version: row.image_version } : undefined;
}

/** The middle of an area (of its corners' box), in floor units. */
export function centreOf(shape: AreaShape): { x: number; y: number } {
  const corners = cornersOf(shape);
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/** What the simulated site moves: a tenant's place floors' seats and rooms, and its people's PCs. */
export interface SimulatedSite {
  tenantId: number;
  people: { userId: number; mac: string }[];
  seats: { floorId: number; geometry: AreaShape }[];
  rooms: { floorId: number; geometry: AreaShape }[];
}

export async function simulatedSiteOf(db: Db, tenantCode: string): Promise<SimulatedSite | null> {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', tenantCode)
    .executeTakeFirst();
  if (!tenant) return null;
  const floors = await listFloors(db, tenant.id, ['IBASHO']);
  const [areas, people] = await Promise.all([
    floorAreas(
      db,
      tenant.id,
      floors.map((floor) => floor.id),
    ),
    selectTenantRows(db, 'users', tenant.id)
      .select(['id', 'pc_mac_address'])
      .where('enabled', '=', true)
      .where('pc_mac_address', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  const of = (kind: string) =>
    areas
      .filter((area) => area.kind === kind)
      .map((area) => ({ floorId: area.floor_id, geometry: geometryOf(area) }));
  return {
    tenantId: tenant.id,
    people: people.flatMap((row) =>
      row.pc_mac_address ? [{ userId: row.id, mac: row.pc_mac_address }] : [],
    ),
    seats: of('SEAT'),
    rooms: of('ROOM'),
  };
}
