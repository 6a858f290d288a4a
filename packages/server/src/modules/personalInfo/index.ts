export { personalInfoHandlers } from './personalInfoHandlers.js';
