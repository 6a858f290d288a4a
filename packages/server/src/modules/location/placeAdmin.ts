import {
  PLACE_LIMITS,
  type AreaBody,
  type CalibrationBody,
  type FloorBody,
  type FloorDefinition,
  type FloorType,
  type LocationSettings,
  type LocationSettingsBody,
  type SourceFloorMapping,
  type SourceFloorMappingBody,
} from '@kizuna/api-client/contract';
import sharp from 'sharp';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { readImageUpload } from '../faceImages/index.js';
import {
  findFloor,
  floorAreas,
  FLOOR_COLUMNS,
  geometryOf,
  shapeOnFloor,
  toArea,
  toFloorDefinition,
} from './floorStore.js';
import { readLocationSettings } from './locationSettings.js';
import { PlacesError } from './PlacesError.js';
import { forgetPositions } from './positionStore.js';

function offMap(path: string): RequestError {
  return new RequestError('VALIDATION_FAILED', 'coordinates off the floor', {
    fieldErrors: [{ path, key: 'invalid' }],
  });
}

/** The floor's definition as the admin pages read it. */
export async function floorDefinition(
  db: Db,
  tenantId: number,
  floorId: number,
  types: readonly FloorType[],
): Promise<FloorDefinition> {
  const floor = await findFloor(db, tenantId, floorId, types);
  return toFloorDefinition(floor, await floorAreas(db, tenantId, [floor.id]));
}

function floorValues(body: FloorBody) {
  return {
    floor_type: body.floorType,
    name: body.name,
    floor_number: body.floorNumber,
    hierarchy_name: body.hierarchyName,
    outdoor: body.outdoor,
    dim_length: body.dimension.length,
    dim_width: body.dimension.width,
    dim_height: body.dimension.height,
    offset_x: body.dimension.offsetX,
    offset_y: body.dimension.offsetY,
    unit: body.dimension.unit,
  };
}

function refuseType(type: FloorType, types: readonly FloorType[]): void {
  if (!types.includes(type)) {
    throw new RequestError('VALIDATION_FAILED', 'the administrator does not set up floors of this type', {
      fieldErrors: [{ path: 'body.floorType', key: 'invalid' }],
    });
  }
}

export async function createFloor(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  body: FloorBody,
): Promise<FloorDefinition> {
  refuseType(body.floorType, types);
  return db.transaction().execute(async (trx) => {
    const count = await selectTenantRows(trx, 'floors', actor.tenantId)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= PLACE_LIMITS.floorsMax) {
      throw new PlacesError('FLOOR_LIMIT_EXCEEDED', 'the tenant has as many floors as it may');
    }
    const row = await trx
      .insertInto('floors')
      .values({
        tenant_id: actor.tenantId,
        ...floorValues(body),
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning(FLOOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const created = toFloorDefinition(row, []);
    await recordAdminAction(trx, adminActionBy(actor, 'floor.create', `floor:${row.id}`, null, created));
    return created;
  });
}

export async function updateFloor(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
  body: FloorBody,
): Promise<FloorDefinition> {
  refuseType(body.floorType, types);
  return db.transaction().execute(async (trx) => {
    const before = await floorDefinition(trx, actor.tenantId, floorId, types);
    // The areas drawn must stay on the floor when it shrinks.
    const resized = { dim_width: body.dimension.width, dim_length: body.dimension.length };
    if (before.areas.some((area) => !shapeOnFloor(area.geometry, resized))) throw offMap('body.dimension');
    const row = await trx
      .updateTable('floors')
      .set({ ...floorValues(body), updated_at: actor.now })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', floorId)
      .returning(FLOOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toFloorDefinition(row, await floorAreas(trx, actor.tenantId, [floorId]));
    await recordAdminAction(trx, adminActionBy(actor, 'floor.update', `floor:${floorId}`, before, after));
    return after;
  });
}

export async function removeFloor(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await floorDefinition(trx, actor.tenantId, floorId, types);
    await trx
      .deleteFrom('floors')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', floorId)
      .execute();
    await recordAdminAction(trx, adminActionBy(actor, 'floor.delete', `floor:${floorId}`, before, null));
  });
}

/**
 * Stores the floor image: GIF, JPEG or PNG by its content (not its name), not above the multipart
 * maximum nor the pixel limit, kept as PNG. Anything else is a 400 with a field error on `file`.
 */
export async function uploadFloorImage(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
  file: Blob,
): Promise<FloorDefinition> {
  await findFloor(db, actor.tenantId, floorId, types);
  const upload = await readImageUpload(file);
  if (upload.bytes === null) {
    throw new RequestError('VALIDATION_FAILED', 'the floor image is refused', {
      fieldErrors: upload.fieldErrors,
    });
  }
  let png: { data: Buffer; info: sharp.OutputInfo };
  try {
    png = await sharp(upload.bytes, { animated: false }).rotate().png().toBuffer({ resolveWithObject: true });
  } catch {
    throw new RequestError('VALIDATION_FAILED', 'the floor image cannot be read', {
      fieldErrors: [{ path: 'body.file', key: 'imageType' }],
    });
  }
  // The PNG goes to the file storage piece by piece first; the floor names it, and naming it
  // removes the floor's previous image (stored_file_owner).
  const files = fileStorage(db);
  const imageFileId = await files.put(actor.tenantId, png.data);
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await floorDefinition(trx, actor.tenantId, floorId, types);
      const row = await trx
        .updateTable('floors')
        .set((eb) => ({
          image_file_id: imageFileId,
          image_width: png.info.width,
          image_height: png.info.height,
          image_size: png.data.length,
          image_version: eb('image_version', '+', 1),
          updated_at: actor.now,
        }))
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', floorId)
        .returning(FLOOR_COLUMNS)
        .executeTakeFirstOrThrow();
      const after = toFloorDefinition(row, await floorAreas(trx, actor.tenantId, [floorId]));
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'floor.image', `floor:${floorId}`, before.image, after.image),
      );
      return after;
    })
    .catch(async (error: unknown) => {
      await files.discard(actor.tenantId, imageFileId);
      throw error;
    });
}

/**
 * Two points known both on the image (pixels) and on the floor (units) give the scale (pixels per
 * unit, from the distances between them) and where the floor's origin lies on the image.
 */
export async function calibrateFloor(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
  body: CalibrationBody,
): Promise<FloorDefinition> {
  const [a, b] = body.points;
  const imageDistance = Math.hypot(b.imageX - a.imageX, b.imageY - a.imageY);
  const floorDistance = Math.hypot(b.floorX - a.floorX, b.floorY - a.floorY);
  if (imageDistance < 1 || floorDistance <= 0) {
    throw new RequestError('VALIDATION_FAILED', 'the two points must be apart', {
      fieldErrors: [{ path: 'body.points', key: 'invalid' }],
    });
  }
  const pixelsPerUnit = imageDistance / floorDistance;
  return db.transaction().execute(async (trx) => {
    const before = await floorDefinition(trx, actor.tenantId, floorId, types);
    const onImage = (x: number, y: number) =>
      x >= 0 && y >= 0 && x <= before.image.width && y <= before.image.height;
    if (!onImage(a.imageX, a.imageY) || !onImage(b.imageX, b.imageY)) throw offMap('body.points');
    const onFloor = (x: number, y: number) => x <= before.dimension.width && y <= before.dimension.length;
    if (!onFloor(a.floorX, a.floorY) || !onFloor(b.floorX, b.floorY)) throw offMap('body.points');
    const row = await trx
      .updateTable('floors')
      .set({
        pixels_per_unit: pixelsPerUnit,
        origin_x: a.imageX - a.floorX * pixelsPerUnit,
        origin_y: a.imageY - a.floorY * pixelsPerUnit,
        updated_at: actor.now,
      })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', floorId)
      .returning(FLOOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toFloorDefinition(row, await floorAreas(trx, actor.tenantId, [floorId]));
    await recordAdminAction(
      trx,
      adminActionBy(actor, 'floor.calibrate', `floor:${floorId}`, before.calibration, after.calibration),
    );
    return after;
  });
}

async function findArea(trx: Db, tenantId: number, floorId: number, areaId: number) {
  const row = await selectTenantRows(trx, 'floor_areas', tenantId, areaId)
    .selectAll()
    .where('floor_id', '=', floorId)
    .executeTakeFirst();
  if (!row) throw new PlacesError('AREA_NOT_FOUND', 'no such area on the floor');
  return row;
}

export async function saveArea(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
  areaId: number | null,
  body: AreaBody,
) {
  return db.transaction().execute(async (trx) => {
    const floor = await findFloor(trx, actor.tenantId, floorId, types);
    if (!shapeOnFloor(body.geometry, floor)) throw offMap('body.geometry');
    if (areaId === null) {
      const count = await selectTenantRows(trx, 'floor_areas', actor.tenantId)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('floor_id', '=', floorId)
        .executeTakeFirstOrThrow();
      if (Number(count.count) >= PLACE_LIMITS.areasMax) {
        throw new RequestError('VALIDATION_FAILED', 'the floor has as many areas as it may', {
          fieldErrors: [{ path: 'body', key: 'maxItems', values: { max: PLACE_LIMITS.areasMax } }],
        });
      }
      const row = await trx
        .insertInto('floor_areas')
        .values({
          tenant_id: actor.tenantId,
          floor_id: floorId,
          name: body.name,
          kind: body.kind,
          geometry: JSON.stringify(body.geometry),
          created_at: actor.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const created = toArea(row);
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'floorArea.create', `floorArea:${row.id}`, null, created),
      );
      return created;
    }
    const before = toArea(await findArea(trx, actor.tenantId, floorId, areaId));
    const row = await trx
      .updateTable('floor_areas')
      .set({ name: body.name, kind: body.kind, geometry: JSON.stringify(body.geometry) })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', areaId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toArea(row);
    await recordAdminAction(
      trx,
      adminActionBy(actor, 'floorArea.update', `floorArea:${areaId}`, before, after),
    );
    return after;
  });
}

export async function removeArea(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  floorId: number,
  areaId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findFloor(trx, actor.tenantId, floorId, types);
    const row = await findArea(trx, actor.tenantId, floorId, areaId);
    await trx
      .deleteFrom('floor_areas')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', areaId)
      .execute();
    await recordAdminAction(
      trx,
      adminActionBy(
        actor,
        'floorArea.delete',
        `floorArea:${areaId}`,
        { ...toArea(row), geometry: geometryOf(row) },
        null,
      ),
    );
  });
}

export async function listMappings(
  db: Db,
  tenantId: number,
  types: readonly FloorType[],
): Promise<SourceFloorMapping[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('location_source_floors as m')
    .innerJoin('floors as f', (join) =>
      join.onRef('f.id', '=', 'm.floor_id').onRef('f.tenant_id', '=', 'm.tenant_id'),
    )
    .select(['m.id', 'm.source', 'm.source_floor_id', 'm.floor_id', 'f.name'])
    .where('m.tenant_id', '=', tenantId)
    .where('f.floor_type', 'in', types)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    mappingId: row.id,
    source: row.source as SourceFloorMapping['source'],
    sourceFloorId: row.source_floor_id,
    floorId: row.floor_id,
    floorName: row.name,
  }));
}

async function findMapping(trx: Db, tenantId: number, mappingId: number, types: readonly FloorType[]) {
  const mapping = (await listMappings(trx, tenantId, types)).find((m) => m.mappingId === mappingId);
  if (!mapping) throw new PlacesError('SOURCE_FLOOR_NOT_FOUND', 'no such floor mapping in the tenant');
  return mapping;
}

export async function saveMapping(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  mappingId: number | null,
  body: SourceFloorMappingBody,
): Promise<SourceFloorMapping> {
  return db.transaction().execute(async (trx) => {
    const floor = await findFloor(trx, actor.tenantId, body.floorId, types);
    const before = mappingId === null ? null : await findMapping(trx, actor.tenantId, mappingId, types);
    const taken = await selectTenantRows(trx, 'location_source_floors', actor.tenantId)
      .select('id')
      .where('source', '=', body.source)
      .where('source_floor_id', '=', body.sourceFloorId)
      .executeTakeFirst();
    if (taken && taken.id !== mappingId) {
      throw new PlacesError('SOURCE_FLOOR_ALREADY_MAPPED', 'this vendor floor is mapped already');
    }
    const values = { source: body.source, source_floor_id: body.sourceFloorId, floor_id: body.floorId };
    const row =
      mappingId === null
        ? await trx
            .insertInto('location_source_floors')
            .values({ tenant_id: actor.tenantId, ...values, created_at: actor.now })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('location_source_floors')
            .set(values)
            .where('tenant_id', '=', actor.tenantId)
            .where('id', '=', mappingId)
            .returning('id')
            .executeTakeFirstOrThrow();
    const after: SourceFloorMapping = {
      mappingId: row.id,
      source: body.source,
      sourceFloorId: body.sourceFloorId,
      floorId: floor.id,
      floorName: floor.name,
    };
    await recordAdminAction(
      trx,
      adminActionBy(
        actor,
        mappingId === null ? 'floorMapping.create' : 'floorMapping.update',
        `floorMapping:${row.id}`,
        before,
        after,
      ),
    );
    return after;
  });
}

export async function removeMapping(
  db: Db,
  actor: AdminActor,
  types: readonly FloorType[],
  mappingId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findMapping(trx, actor.tenantId, mappingId, types);
    await trx
      .deleteFrom('location_source_floors')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', mappingId)
      .execute();
    await recordAdminAction(
      trx,
      adminActionBy(actor, 'floorMapping.delete', `floorMapping:${mappingId}`, before, null),
    );
  });
}

/**
 * Saves the tenant's privacy settings. Turning the default off takes away the positions of people
 * who had not chosen to be shown, so nobody stays on a map they no longer agreed to.
 */
export async function saveLocationSettings(
  db: Db,
  actor: AdminActor,
  body: LocationSettingsBody,
): Promise<LocationSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await readLocationSettings(trx, actor.tenantId);
    const values = {
      shown_by_default: body.shownByDefault,
      work_start: body.workingHours.start,
      work_end: body.workingHours.end,
      work_days: [...new Set(body.workingHours.days)].sort((a, b) => a - b),
      recent_minutes: body.recentMinutes,
      time_zone: body.timeZone,
    };
    await trx
      .insertInto('tenant_location_settings')
      .values({ tenant_id: actor.tenantId, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
      .execute();
    if (before.shownByDefault && !body.shownByDefault) {
      const undecided = await trx
        .selectFrom('user_positions as p')
        .leftJoin('user_location_privacy as c', 'c.user_id', 'p.user_id')
        .select('p.user_id')
        .where('p.tenant_id', '=', actor.tenantId)
        .where('c.user_id', 'is', null)
        .execute();
      await forgetPositions(
        trx,
        actor.tenantId,
        undecided.map((row) => row.user_id),
      );
    }
    const after = await readLocationSettings(trx, actor.tenantId);
    await recordAdminAction(
      trx,
      adminActionBy(actor, 'locationSettings.update', `tenant:${actor.tenantId}`, before, after),
    );
    return after;
  });
}
