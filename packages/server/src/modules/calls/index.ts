export { CALLS_CROSS_TENANT_CASES } from './callsCrossTenantCases.js';
export { CallsError, type CallsErrorCode } from './CallsError.js';
export { callsHandlers } from './callsHandlers.js';
export type { CallTables } from './callTables.js';
export { createNotifyEventBus } from './EventBus.js';
export { publishingPbx } from './publishingPbx.js';
export { matchCallers, matchCallersAndRejections, type CallerViewer } from './matchCaller.js';
export { registerOperatorRoutes } from './operatorRoutes.js';
export type { CallEvent, LineOwner, PhoneSystemAdapter } from './PhoneSystemAdapter.js';
export { PHONE_SYSTEM_ERROR_CODES, PhoneSystemError } from './PhoneSystemError.js';
export { isAdapterMode, phoneSystemFor } from './phoneSystemFor.js';
export { ringFromOutside } from './ringFromOutside.js';
export { ringOperatorCommand } from './ringOperatorCommand.js';
export { CALL_EVENTS_CHANNEL, normalizeDialNumber, SimulatedPbx } from './SimulatedPbx.js';
export type { PbxApiTables, PhoneSystemVendor } from './vendors/pbxApiTables.js';
export {
  loadVendorSettings,
  removeVendorSettings,
  saveVendorSettings,
  WEBEX_API_ROOT,
  type VendorSettings,
} from './vendors/phoneSystemSettings.js';
export { numericCallId } from './vendors/vendorCallIds.js';
export { soapEnvelope, xmlElement, xmlText } from './vendors/soap.js';
export {
  authorizationStatus,
  deleteTokens,
  markDenied,
  requestTokens,
  storeTokens,
  webexPersonId,
} from './vendors/webexTokens.js';
