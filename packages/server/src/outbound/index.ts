export {
  createOutboundClient,
  DEFAULT_OUTBOUND_MAX_BYTES,
  OutboundError,
  type OutboundClient,
  type OutboundClientOptions,
  type OutboundErrorCode,
  type OutboundRequest,
  type OutboundResponse,
} from './OutboundClient.js';
export {
  DEFAULT_OUTBOUND_CONFIG,
  outboundConfigFrom,
  OutboundPolicy,
  type OutboundConfig,
} from './outboundPolicy.js';
export { addressBytes, formatAddress, specialRangeOf, type SpecialRange } from './addressRanges.js';
