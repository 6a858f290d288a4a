export { companyAdminHandlers } from './companyAdminHandlers.js';
