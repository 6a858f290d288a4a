import type { contract, FloorType } from '@kizuna/api-client/contract';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import type { Principal } from '../principal/index.js';
import { floorCursorsFor } from './floorCursor.js';
import { floorClients, floorMap, lastSeen, mapNames, mapOfPerson, type MapReader } from './floorMaps.js';
import {
  adminFloorTypes,
  findFloor,
  floorAreas,
  imageSourceOf,
  listFloors,
  toFloorDefinition,
  visibleFloorTypes,
} from './floorStore.js';
import { readLocationSettings } from './locationSettings.js';
import { myLocation, saveMyDevices, saveMyVisibility } from './myLocation.js';
import {
  calibrateFloor,
  createFloor,
  floorDefinition,
  listMappings,
  removeArea,
  removeFloor,
  removeMapping,
  saveArea,
  saveLocationSettings,
  saveMapping,
  updateFloor,
  uploadFloorImage,
} from './placeAdmin.js';

function readerOf(principal: Principal, deps: AppDeps): MapReader {
  return {
    db: deps.db,
    tenantId: principal.tenant.id,
    now: deps.clock(),
    simulate: deps.config.placesSimulate,
    cursors: floorCursorsFor(deps.config),
  };
}

const CMX: FloorType[] = ['CMX'];
const BEACON: FloorType[] = ['EX_BEACON'];
const PLACE: FloorType[] = ['IBASHO'];

async function floorSummaries(deps: AppDeps, principal: Principal, types: readonly FloorType[]) {
  const floors = await listFloors(deps.db, principal.tenant.id, types);
  return {
    items: floors.map((floor) => ({
      floorId: floor.id,
      floorType: floor.floor_type as FloorType,
      floorName: floor.name,
      name: floor.name,
      hierarchyName: floor.hierarchy_name,
      floorNumber: floor.floor_number,
      hasImage: imageSourceOf(floor) !== null,
    })),
  };
}

/** 001 §7 `/cmx`: wireless-location floors. */
export const cmxHandlers: AreaHandlers<typeof contract.cmx> = {
  async floors({ principal, deps }) {
    const floors = await listFloors(deps.db, principal.tenant.id, CMX);
    return {
      items: floors.map((floor) => ({
        floorId: floor.id,
        name: floor.name,
        hierarchyName: floor.hierarchy_name,
        deviceTypes: ['PC', 'MOBILE'] as ('PC' | 'MOBILE')[],
      })),
    };
  },
  async mapName({ principal, deps, input }) {
    return mapNames(readerOf(principal, deps), input.body.userIds, CMX);
  },
  async floorWithClients({ principal, deps, input }) {
    const floor = await findFloor(deps.db, principal.tenant.id, input.body.floorId, CMX);
    return floorMap(readerOf(principal, deps), floor);
  },
  async clientFloor({ principal, deps, input }) {
    return mapOfPerson(readerOf(principal, deps), [input.params.id], CMX, input.params.type);
  },
};

/** 001 §7 `/exBeacon`: BLE beacon floors. */
export const exBeaconHandlers: AreaHandlers<typeof contract.exBeacon> = {
  async mapName({ principal, deps, input }) {
    return mapNames(readerOf(principal, deps), input.body.userIds, BEACON);
  },
  async mapWithClients({ principal, deps, input }) {
    return mapOfPerson(readerOf(principal, deps), input.body.userIds, BEACON);
  },
  async clients({ principal, deps, input }) {
    const floor = await findFloor(deps.db, principal.tenant.id, input.params.floorId, BEACON);
    return floorClients(readerOf(principal, deps), floor, input.query.since);
  },
};

/** 001 §7 `/ibasho`: place floors, Kizuna's own site model. */
export const ibashoHandlers: AreaHandlers<typeof contract.ibasho> = {
  async getMapNames({ principal, deps, input }) {
    return mapNames(readerOf(principal, deps), input.body.userIds, PLACE);
  },
  async getLocations({ principal, deps, input }) {
    return mapOfPerson(readerOf(principal, deps), [input.params.userId], PLACE, input.params.deviceType);
  },
  async getMaps({ principal, deps }) {
    return floorSummaries(deps, principal, PLACE);
  },
  async getLocationsOnMap({ principal, deps, input }) {
    const floor = await findFloor(deps.db, principal.tenant.id, input.body.floorId, PLACE);
    return floorMap(readerOf(principal, deps), floor);
  },
};

/** 001 §7 `/meraki`: Meraki positions are on the wireless-location floors. */
export const merakiHandlers: AreaHandlers<typeof contract.meraki> = {
  async mapName({ principal, deps, input }) {
    return mapNames(readerOf(principal, deps), input.body.userIds, CMX);
  },
};

export const exBeaconAdminHandlers: AreaHandlers<typeof contract.exBeaconAdmin> = {
  async floors({ principal, deps }) {
    const floors = await listFloors(deps.db, principal.tenant.id, BEACON);
    return { items: floors.map((floor) => ({ floorId: floor.id, floorName: floor.name })) };
  },
};

/** The map pages' calls, over every floor type the person may see (001 §6). */
export const placesHandlers: AreaHandlers<typeof contract.places> = {
  async floors({ principal, deps }) {
    return floorSummaries(deps, principal, visibleFloorTypes(principal.capability));
  },
  async floor({ principal, deps, input }) {
    const types = visibleFloorTypes(principal.capability);
    const floor = await findFloor(deps.db, principal.tenant.id, input.params.floorId, types);
    return floorMap(readerOf(principal, deps), floor);
  },
  async floorClients({ principal, deps, input }) {
    const types = visibleFloorTypes(principal.capability);
    const floor = await findFloor(deps.db, principal.tenant.id, input.params.floorId, types);
    return floorClients(readerOf(principal, deps), floor, input.query.since);
  },
  async lastSeen({ principal, deps, input }) {
    return lastSeen(readerOf(principal, deps), input.params.userId, visibleFloorTypes(principal.capability));
  },
};

/** The person's own devices and choice (`/front/settings/location`). */
export const myLocationHandlers: AreaHandlers<typeof contract.myLocation> = {
  async get({ principal, deps }) {
    return myLocation(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      deps.clock(),
      deps.config.placesSimulate,
    );
  },
  async saveDevices({ principal, deps, input }) {
    await saveMyDevices(deps.db, principal.tenant.id, principal.user.id, input.body);
    return myLocation(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      deps.clock(),
      deps.config.placesSimulate,
    );
  },
  async saveVisibility({ principal, deps, input }) {
    await saveMyVisibility(deps.db, principal.tenant.id, principal.user.id, input.body.shownOnMaps);
    return myLocation(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      deps.clock(),
      deps.config.placesSimulate,
    );
  },
};

/** Floor settings: each administrator sees and changes the floor types of the entries held. */
export const placesAdminHandlers: AreaHandlers<typeof contract.placesAdmin> = {
  async floors({ principal, deps }) {
    const floors = await listFloors(deps.db, principal.tenant.id, adminFloorTypes(principal.capability));
    const areas = await floorAreas(
      deps.db,
      principal.tenant.id,
      floors.map((floor) => floor.id),
    );
    return { items: floors.map((floor) => toFloorDefinition(floor, areas)) };
  },
  async createFloor(context) {
    const types = adminFloorTypes(context.principal.capability);
    return createFloor(context.deps.db, adminActorOf(context), types, context.input.body);
  },
  async floor({ principal, deps, input }) {
    return floorDefinition(
      deps.db,
      principal.tenant.id,
      input.params.floorId,
      adminFloorTypes(principal.capability),
    );
  },
  async updateFloor(context) {
    const types = adminFloorTypes(context.principal.capability);
    return updateFloor(
      context.deps.db,
      adminActorOf(context),
      types,
      context.input.params.floorId,
      context.input.body,
    );
  },
  async removeFloor(context) {
    const types = adminFloorTypes(context.principal.capability);
    await removeFloor(context.deps.db, adminActorOf(context), types, context.input.params.floorId);
    return null;
  },
  async uploadImage(context) {
    const types = adminFloorTypes(context.principal.capability);
    return uploadFloorImage(
      context.deps.db,
      adminActorOf(context),
      types,
      context.input.params.floorId,
      context.input.body.file,
    );
  },
  async calibrate(context) {
    const types = adminFloorTypes(context.principal.capability);
    return calibrateFloor(
      context.deps.db,
      adminActorOf(context),
      types,
      context.input.params.floorId,
      context.input.body,
    );
  },
  async createArea(context) {
    const types = adminFloorTypes(context.principal.capability);
    return saveArea(
      context.deps.db,
      adminActorOf(context),
      types,
      context.input.params.floorId,
      null,
      context.input.body,
    );
  },
  async updateArea(context) {
    const types = adminFloorTypes(context.principal.capability);
    const { floorId, areaId } = context.input.params;
    return saveArea(context.deps.db, adminActorOf(context), types, floorId, areaId, context.input.body);
  },
  async removeArea(context) {
    const types = adminFloorTypes(context.principal.capability);
    const { floorId, areaId } = context.input.params;
    await removeArea(context.deps.db, adminActorOf(context), types, floorId, areaId);
    return null;
  },
  async mappings({ principal, deps }) {
    return { items: await listMappings(deps.db, principal.tenant.id, adminFloorTypes(principal.capability)) };
  },
  async createMapping(context) {
    const types = adminFloorTypes(context.principal.capability);
    return saveMapping(context.deps.db, adminActorOf(context), types, null, context.input.body);
  },
  async updateMapping(context) {
    const types = adminFloorTypes(context.principal.capability);
    return saveMapping(
      context.deps.db,
      adminActorOf(context),
      types,
      context.input.params.mappingId,
      context.input.body,
    );
  },
  async removeMapping(context) {
    const types = adminFloorTypes(context.principal.capability);
    await removeMapping(context.deps.db, adminActorOf(context), types, context.input.params.mappingId);
    return null;
  },
  async settings({ principal, deps }) {
    return readLocationSettings(deps.db, principal.tenant.id);
  },
  async saveSettings(context) {
    return saveLocationSettings(context.deps.db, adminActorOf(context), context.input.body);
  },
};
