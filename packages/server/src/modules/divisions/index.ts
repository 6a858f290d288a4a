export { DivisionsError, type DivisionsErrorCode } from './DivisionsError.js';
export { divisionsHandlers, partialTreeOf } from './divisionsHandlers.js';
export { divisionsUnder } from './divisionsStore.js';
