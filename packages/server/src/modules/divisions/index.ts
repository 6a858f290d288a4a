export { DivisionsError, type DivisionsErrorCode } from './DivisionsError.js';
export { divisionsHandlers, partialTreeOf } from './divisionsHandlers.js';
export { divisionsOfUser, divisionsUnder } from './divisionsStore.js';
