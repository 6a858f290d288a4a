export { DESTINATIONS_CROSS_TENANT_CASES } from './destinationCrossTenantCases.js';
export { DestinationError, type DestinationErrorCode } from './DestinationError.js';
export {
  DESTINATION_EVENTS_CHANNEL,
  destinationsMessage,
  isDestinationsNotice,
  type DestinationsNotice,
} from './destinationEvents.js';
export { destinationAdminHandlers, userDestHandlers } from './destinationHandlers.js';
export { readDestinations, setUserDestination, type DestinationChoice } from './destinationStore.js';
export type { DestinationTables } from './destinationTables.js';
