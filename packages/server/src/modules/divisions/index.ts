export { divisionsHandlers, divisionsUnder, partialTreeOf } from './divisionsHandlers.js';
