export { InternalContactAdminPage } from './InternalContactAdminPage';
