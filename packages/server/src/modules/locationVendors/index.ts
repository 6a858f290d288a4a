export { readBeaconPost, MAX_BEACON_READINGS, type BeaconGatewayPlace } from './beaconGateway.js';
export {
  CmxFailure,
  fetchCmxFloors,
  fetchCmxPositions,
  readCmxClients,
  readCmxFloors,
  type CmxConnection,
  type CmxFloor,
} from './cmxLocation.js';
export { pollCmxOnce, startCmxPolling, type CmxPollOutcome } from './cmxPoller.js';
export type { LocationVendorTables } from './locationVendorTables.js';
export {
  BEACON_WEBHOOK_PATH,
  createBeaconGateway,
  deleteBeaconGateway,
  deleteCmxSettings,
  listBeaconGateways,
  loadCmxConnection,
  loadCmxSettings,
  loadMerakiSettings,
  MERAKI_RECEIVER_PATH,
  saveCmxSettings,
  saveMerakiSettings,
  type BeaconGateway,
  type CmxSettings,
  type MerakiReceiverSettings,
} from './locationVendorSettings.js';
export { readMerakiPost, MERAKI_SCANNING_VERSION } from './merakiScanning.js';
export { registerLocationVendorRoutes, type LocationVendorDeps } from './registerLocationVendorRoutes.js';
export { locationVendorAdminHandlers } from './locationVendorAdminHandlers.js';
export { LocationVendorAdminError } from './LocationVendorAdminError.js';
