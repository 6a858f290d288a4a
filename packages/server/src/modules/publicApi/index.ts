export { publicApiHandlers } from './publicApiHandlers.js';
