export { thanksAdminHandlers, thanksHandlers } from './thanksHandlers.js';
