export { phoneSystemAdminHandlers } from './phoneSystemAdminHandlers.js';
