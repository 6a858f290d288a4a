export { createTenant } from './createTenant.js';
