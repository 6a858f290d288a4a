export { ScimAdminPage } from './ScimAdminPage';
