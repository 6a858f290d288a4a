export { deviceHandlers } from './deviceHandlers.js';
