import type { FloorType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A floor of the trial tenant, made for the case. */
async function trialFloor(db: Db, trialId: number, type: FloorType = 'IBASHO'): Promise<number> {
  const row = await db
    .insertInto('floors')
    .values({ tenant_id: trialId, floor_type: type, name: 'Trial floor', dim_length: 50, dim_width: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function trialArea(db: Db, trialId: number): Promise<{ floorId: number; areaId: number }> {
  const floorId = await trialFloor(db, trialId);
  const row = await db
    .insertInto('floor_areas')
    .values({
      tenant_id: trialId,
      floor_id: floorId,
      name: 'Seat',
      kind: 'SEAT',
      geometry: JSON.stringify({ shape: 'RECT', x: 1, y: 1, width: 2, height: 2 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { floorId, areaId: Number(row.id) };
}

async function trialMapping(db: Db, trialId: number): Promise<number> {
  const floorId = await trialFloor(db, trialId, 'CMX');
  const row = await db
    .insertInto('location_source_floors')
    .values({ tenant_id: trialId, source: 'cmx', source_floor_id: `trial-${floorId}`, floor_id: floorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function trialPerson(db: Db, trialId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', trialId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const floorBody = {
  floorType: 'IBASHO',
  name: 'Changed',
  floorNumber: 2,
  dimension: { length: 50, width: 100 },
};
const area = { name: 'Seat', kind: 'SEAT', geometry: { shape: 'RECT', x: 1, y: 1, width: 2, height: 2 } };

/** Location calls with the trial tenant's ids, made signed in to the demo tenant. */
export const LOCATION_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'cmx.mapName': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'cmx.floorWithClients': async (db, trialId) => ({
    body: { floorId: await trialFloor(db, trialId, 'CMX') },
  }),
  'cmx.clientFloor': async (db, trialId) => ({ params: { type: 'PC', id: await trialPerson(db, trialId) } }),
  'exBeacon.mapName': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'exBeacon.mapWithClients': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'exBeacon.clients': async (db, trialId) => ({
    params: { floorId: await trialFloor(db, trialId, 'EX_BEACON') },
  }),
  'ibasho.getMapNames': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'ibasho.getLocations': async (db, trialId) => ({
    params: { userId: await trialPerson(db, trialId), deviceType: 'PC' },
  }),
  'ibasho.getLocationsOnMap': async (db, trialId) => ({ body: { floorId: await trialFloor(db, trialId) } }),
  'meraki.mapName': async (db, trialId) => ({ body: { userIds: [await trialPerson(db, trialId)] } }),
  'places.floor': async (db, trialId) => ({ params: { floorId: await trialFloor(db, trialId) } }),
  'places.floorClients': async (db, trialId) => ({ params: { floorId: await trialFloor(db, trialId) } }),
  'places.lastSeen': async (db, trialId) => ({ params: { userId: await trialPerson(db, trialId) } }),
  'placesAdmin.floor': async (db, trialId) => ({ params: { floorId: await trialFloor(db, trialId) } }),
  'placesAdmin.updateFloor': async (db, trialId) => ({
    params: { floorId: await trialFloor(db, trialId) },
    body: floorBody,
  }),
  'placesAdmin.removeFloor': async (db, trialId) => ({ params: { floorId: await trialFloor(db, trialId) } }),
  'placesAdmin.uploadImage': async (db, trialId) => ({
    params: { floorId: await trialFloor(db, trialId) },
    body: { file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' }) },
  }),
  'placesAdmin.calibrate': async (db, trialId) => ({
    params: { floorId: await trialFloor(db, trialId) },
    body: {
      points: [
        { imageX: 0, imageY: 0, floorX: 0, floorY: 0 },
        { imageX: 100, imageY: 0, floorX: 10, floorY: 0 },
      ],
    },
  }),
  'placesAdmin.createArea': async (db, trialId) => ({
    params: { floorId: await trialFloor(db, trialId) },
    body: area,
  }),
  'placesAdmin.updateArea': async (db, trialId) => ({ params: await trialArea(db, trialId), body: area }),
  'placesAdmin.removeArea': async (db, trialId) => ({ params: await trialArea(db, trialId) }),
  'placesAdmin.createMapping': async (db, trialId) => ({
    body: { source: 'cmx', sourceFloorId: 'cross-tenant', floorId: await trialFloor(db, trialId, 'CMX') },
  }),
  'placesAdmin.updateMapping': async (db, trialId) => ({
    params: { mappingId: await trialMapping(db, trialId) },
    body: { source: 'cmx', sourceFloorId: 'cross-tenant-2', floorId: await trialFloor(db, trialId, 'CMX') },
  }),
  'placesAdmin.removeMapping': async (db, trialId) => ({
    params: { mappingId: await trialMapping(db, trialId) },
  }),
};
