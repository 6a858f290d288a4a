import * as v from 'valibot';
import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  AreaBodySchema,
  AreaSchema,
  BeaconFloorListSchema,
  CalibrationBodySchema,
  CmxClientParamsSchema,
  FloorAreaParamsSchema,
  FloorBodySchema,
  FloorClientsQuerySchema,
  FloorClientsSchema,
  FloorDefinitionListSchema,
  FloorDefinitionSchema,
  FloorIdBodySchema,
  FloorIdParamsSchema,
  FloorImageUploadBodySchema,
  FloorMapSchema,
  FloorSummaryListSchema,
  IbashoLocationParamsSchema,
  LastSeenSchema,
  LocationSettingsBodySchema,
  LocationSettingsSchema,
  MapNameListSchema,
  MappingIdParamsSchema,
  MyDevicesBodySchema,
  MyLocationSchema,
  MyVisibilityBodySchema,
  PlaceUserIdParamsSchema,
  PlaceUserIdsBodySchema,
  SourceFloorMappingBodySchema,
  SourceFloorMappingListSchema,
  SourceFloorMappingSchema,
  WirelessFloorListSchema,
} from '../schemas/placeSchemas';

const feature = (name: 'CMX' | 'MERAKI' | 'EX_BEACON' | 'IBASHO'): Capability => ({
  kind: 'feature',
  feature: name,
});

/** Wireless-location floors: Cisco CMX / Spaces or Meraki positions (000 §2.1 PLACE, 001 §6). */
const wireless: Capability = { kind: 'any', of: [feature('CMX'), feature('MERAKI')] };
const place: Capability = { kind: 'rule', rule: 'place' };

/**
 * 000 §6.4: each location admin entry needs its tenant feature and its role. Floor settings are
 * open to any of them; the server lets each administrator touch only the floor types of the
 * entries they hold (CMX and MERAKI: wireless floors; EX_BEACON: beacon floors; IBASHO: place
 * floors, Kizuna's own site model).
 */
const adminEntry = (
  role: 'ADMIN_CMX' | 'ADMIN_MERAKI' | 'ADMIN_EX_BEACON' | 'ADMIN_IBASHO',
  name: 'CMX' | 'MERAKI' | 'EX_BEACON' | 'IBASHO',
): Capability => ({ kind: 'all', of: [{ kind: 'role', role }, feature(name)] });
export const LOCATION_ADMIN_CAPABILITY: Capability = {
  kind: 'any',
  of: [
    adminEntry('ADMIN_CMX', 'CMX'),
    adminEntry('ADMIN_MERAKI', 'MERAKI'),
    adminEntry('ADMIN_EX_BEACON', 'EX_BEACON'),
    adminEntry('ADMIN_IBASHO', 'IBASHO'),
  ],
};

/**
 * 001 §7 "Location", `/cmx`: wireless-location floors (floor type CMX). Positions are in pixels
 * of the floor image; only people shown by the privacy rules appear.
 */
export const cmxEndpoints = withErrors(errorCodesOf('places'), {
  floors: defineEndpoint({
    method: 'GET',
    path: '/cmx/floors',
    summary: 'The wireless-location floors of the tenant',
    response: WirelessFloorListSchema,
    capability: wireless,
  }),
  mapName: defineEndpoint({
    method: 'POST',
    path: '/cmx/mapName',
    summary: 'The wireless-location floor each person is on now (null: not shown)',
    body: PlaceUserIdsBodySchema,
    response: MapNameListSchema,
    capability: wireless,
  }),
  floorWithClients: defineEndpoint({
    method: 'POST',
    path: '/cmx/floorWithClients',
    summary: 'A wireless-location floor with the people shown on it',
    body: FloorIdBodySchema,
    response: FloorMapSchema,
    capability: wireless,
  }),
  clientFloor: defineEndpoint({
    method: 'GET',
    path: '/cmx/:type/:id',
    summary: 'The wireless-location floor where a person’s PC or phone is now, with its people',
    params: CmxClientParamsSchema,
    response: FloorMapSchema,
    capability: wireless,
  }),
});

/**
 * 001 §7 "Location", `/exBeacon`: BLE beacon floors (floor type EX_BEACON). `GET
 * /floorImage/{id}` is served for `<img>` elements (session cookie, ETag) at
 * `/front/exBeacon/floorImage/{id}`, as every floor's image is at `/front/floorImage/{id}`.
 */
export const exBeaconEndpoints = withErrors(errorCodesOf('places'), {
  mapName: defineEndpoint({
    method: 'POST',
    path: '/exBeacon/mapName',
    summary: 'The beacon floor each person is on now (null: not shown)',
    body: PlaceUserIdsBodySchema,
    response: MapNameListSchema,
    capability: feature('EX_BEACON'),
  }),
  mapWithClients: defineEndpoint({
    method: 'POST',
    path: '/exBeacon/mapWithClients',
    summary: 'The beacon floor where the first person shown of those named is now, with its people',
    body: PlaceUserIdsBodySchema,
    response: FloorMapSchema,
    capability: feature('EX_BEACON'),
  }),
  clients: defineEndpoint({
    method: 'GET',
    path: '/exBeacon/clients/:floorId',
    summary: 'The people shown on a beacon floor, or the changes after `since` (polled, 001 §4)',
    params: FloorIdParamsSchema,
    query: FloorClientsQuerySchema,
    response: FloorClientsSchema,
    capability: feature('EX_BEACON'),
  }),
});

/** 001 §7 "Location", `/ibasho`: place floors, Kizuna's own site model (floor type IBASHO). */
export const ibashoEndpoints = withErrors(errorCodesOf('places'), {
  getMapNames: defineEndpoint({
    method: 'POST',
    path: '/ibasho/getMapNames',
    summary: 'The place floor each person is on now (null: not shown)',
    body: PlaceUserIdsBodySchema,
    response: MapNameListSchema,
    capability: feature('IBASHO'),
  }),
  getLocations: defineEndpoint({
    method: 'GET',
    path: '/ibasho/getLocations/:userId/:deviceType',
    summary: 'The place floor where a person’s device of this type is now, with its people',
    params: IbashoLocationParamsSchema,
    response: FloorMapSchema,
    capability: feature('IBASHO'),
  }),
  getMaps: defineEndpoint({
    method: 'GET',
    path: '/ibasho/getMaps',
    summary: 'The place floors of the tenant',
    response: FloorSummaryListSchema,
    capability: feature('IBASHO'),
  }),
  getLocationsOnMap: defineEndpoint({
    method: 'POST',
    path: '/ibasho/getLocationsOnMap',
    summary: 'A place floor with its seats, rooms and the people shown on it',
    body: FloorIdBodySchema,
    response: FloorMapSchema,
    capability: feature('IBASHO'),
  }),
});

/** 001 §7 "Location", `/meraki`: Meraki positions are on the wireless-location floors. */
export const merakiEndpoints = withErrors(errorCodesOf('places'), {
  mapName: defineEndpoint({
    method: 'POST',
    path: '/meraki/mapName',
    summary: 'The wireless-location floor each person is on now (null: not shown)',
    body: PlaceUserIdsBodySchema,
    response: MapNameListSchema,
    capability: feature('MERAKI'),
  }),
});

/** 001 §7 `GET /admin/exBeaconSettings/floors` (000 §6.4 ex beacon entry). */
export const exBeaconAdminEndpoints = withErrors(errorCodesOf('places'), {
  floors: defineEndpoint({
    method: 'GET',
    path: '/admin/exBeaconSettings/floors',
    summary: 'The beacon floors, for the beacon settings',
    response: BeaconFloorListSchema,
    capability: adminEntry('ADMIN_EX_BEACON', 'EX_BEACON'),
  }),
});

/**
 * What the map pages need beyond the spec's calls, whatever the floor's type: the floors the
 * person may see (001 §6: place floors when the tenant has IBASHO, else wireless and beacon
 * floors), any of them with its people, the changes since a cursor for a cheap refresh, and where a person was last seen (the directory's person page).
 */
export const placesEndpoints = withErrors(errorCodesOf('places'), {
  floors: defineEndpoint({
    method: 'GET',
    path: '/places/floors',
    summary: 'The floors the person may see (001 §6)',
    response: FloorSummaryListSchema,
    capability: place,
  }),
  floor: defineEndpoint({
    method: 'GET',
    path: '/places/floors/:floorId',
    summary: 'A floor with its areas and the people shown on it',
    params: FloorIdParamsSchema,
    response: FloorMapSchema,
    capability: place,
  }),
  floorClients: defineEndpoint({
    method: 'GET',
    path: '/places/floors/:floorId/clients',
    summary: 'The people shown on a floor, or the changes after `since`',
    params: FloorIdParamsSchema,
    query: FloorClientsQuerySchema,
    response: FloorClientsSchema,
    capability: place,
  }),
  lastSeen: defineEndpoint({
    method: 'GET',
    path: '/places/users/:userId/lastSeen',
    summary: 'On which floor a person was last seen, and when (null: not shown)',
    params: PlaceUserIdParamsSchema,
    response: LastSeenSchema,
    capability: place,
  }),
});

/** The person's own location settings (`/front/settings/location`). */
export const myLocationEndpoints = withErrors(errorCodesOf('places'), {
  get: defineEndpoint({
    method: 'GET',
    path: '/settings/location',
    summary: 'The own devices, the choice to be shown on maps, and what colleagues see now',
    response: MyLocationSchema,
    capability: place,
  }),
  saveDevices: defineEndpoint({
    method: 'POST',
    path: '/settings/location/devices',
    summary: 'Register the own PC and phone MAC addresses and BLE tags (001 §5; empty: none)',
    body: MyDevicesBodySchema,
    response: MyLocationSchema,
    capability: place,
  }),
  saveVisibility: defineEndpoint({
    method: 'POST',
    path: '/settings/location/visibility',
    summary: 'Choose whether to be shown on maps (null: the tenant’s default)',
    body: MyVisibilityBodySchema,
    response: MyLocationSchema,
    capability: place,
  }),
});

/**
 * Floor settings (000 §6.4 cmx, ex beacon, meraki, ibasho and place settings). Each change goes
 * to the action log. An administrator sees and changes only the floor types of the entries held.
 */
export const placesAdminEndpoints = withErrors(errorCodesOf('places'), {
  floors: defineEndpoint({
    method: 'GET',
    path: '/admin/places/floors',
    summary: 'The floors the administrator may set up, with calibration and areas',
    response: FloorDefinitionListSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  createFloor: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors',
    summary: 'Add a floor (name, floor number, dimension; FEET unless another unit is given)',
    body: FloorBodySchema,
    response: FloorDefinitionSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  floor: defineEndpoint({
    method: 'GET',
    path: '/admin/places/floors/:floorId',
    summary: 'One floor with its calibration and areas',
    params: FloorIdParamsSchema,
    response: FloorDefinitionSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  updateFloor: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId',
    summary: 'Change a floor’s name, number, hierarchy or dimension (areas must stay on it)',
    params: FloorIdParamsSchema,
    body: FloorBodySchema,
    response: FloorDefinitionSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  removeFloor: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/delete',
    summary: 'Remove a floor with its image, areas, mappings and positions',
    params: FloorIdParamsSchema,
    response: v.null(),
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/image',
    summary: 'Upload the floor image (GIF, JPEG or PNG by content, ≤ 30 MB); kept as PNG',
    params: FloorIdParamsSchema,
    body: FloorImageUploadBodySchema,
    response: FloorDefinitionSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
    multipart: true,
  }),
  calibrate: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/calibration',
    summary: 'Set the image scale from two points known on the image and on the floor',
    params: FloorIdParamsSchema,
    body: CalibrationBodySchema,
    response: FloorDefinitionSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  createArea: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/areas',
    summary: 'Add a seat, room or zone (inside the floor’s dimension)',
    params: FloorIdParamsSchema,
    body: AreaBodySchema,
    response: AreaSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  updateArea: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/areas/:areaId',
    summary: 'Rename, retype or redraw a seat, room or zone',
    params: FloorAreaParamsSchema,
    body: AreaBodySchema,
    response: AreaSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  removeArea: defineEndpoint({
    method: 'POST',
    path: '/admin/places/floors/:floorId/areas/:areaId/delete',
    summary: 'Remove a seat, room or zone',
    params: FloorAreaParamsSchema,
    response: v.null(),
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  mappings: defineEndpoint({
    method: 'GET',
    path: '/admin/places/sourceFloors',
    summary: 'Which vendor floor is which Kizuna floor',
    response: SourceFloorMappingListSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  createMapping: defineEndpoint({
    method: 'POST',
    path: '/admin/places/sourceFloors',
    summary: 'Map a vendor’s floor id to a Kizuna floor (one Kizuna floor per vendor floor)',
    body: SourceFloorMappingBodySchema,
    response: SourceFloorMappingSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  updateMapping: defineEndpoint({
    method: 'POST',
    path: '/admin/places/sourceFloors/:mappingId',
    summary: 'Change a vendor floor mapping',
    params: MappingIdParamsSchema,
    body: SourceFloorMappingBodySchema,
    response: SourceFloorMappingSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  removeMapping: defineEndpoint({
    method: 'POST',
    path: '/admin/places/sourceFloors/:mappingId/delete',
    summary: 'Remove a vendor floor mapping; its floor no longer takes that vendor’s positions',
    params: MappingIdParamsSchema,
    response: v.null(),
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/places/settings',
    summary: 'The tenant’s location privacy settings',
    response: LocationSettingsSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/places/settings',
    summary: 'Set who is shown by default, working hours and how long positions are shown',
    body: LocationSettingsBodySchema,
    response: LocationSettingsSchema,
    capability: LOCATION_ADMIN_CAPABILITY,
  }),
});
