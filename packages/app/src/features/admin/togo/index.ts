export { TogoAdminPage } from './TogoAdminPage';
