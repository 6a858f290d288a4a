export { DivisionsError, type DivisionsErrorCode } from './DivisionsError.js';
export { divisionsHandlers, divisionsUnder, partialTreeOf } from './divisionsHandlers.js';
