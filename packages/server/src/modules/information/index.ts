export { InformationError, type InformationErrorCode } from './InformationError.js';
export { informationHandlers } from './informationHandlers.js';
