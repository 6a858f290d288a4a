export { createLocationSink, purgeOldPositions } from './positionStore.js';
export {
  cmxHandlers,
  exBeaconAdminHandlers,
  exBeaconHandlers,
  ibashoHandlers,
  merakiHandlers,
  myLocationHandlers,
  placesAdminHandlers,
  placesHandlers,
} from './placeHandlers.js';
export { PlacesError, type PlacesErrorCode } from './PlacesError.js';
export type { PlaceTables } from './placeTables.js';
export { registerFloorImageRoutes } from './registerFloorImageRoutes.js';
export type {
  LocatedDevice,
  LocationSink,
  LocationSourceKind,
  PositionReport,
  PositionReportResult,
} from './locationSource.js';
export { LOCATION_CROSS_TENANT_CASES } from './locationCrossTenantCases.js';
export { SIMULATION_INTERVAL_MS, startSimulatedSite, type SimulatedSiteRunner } from './simulatedSite.js';
