export { digitalCardHandlers } from './digitalCardHandlers.js';
export type { DigitalCardTables } from './digitalCardTables.js';
