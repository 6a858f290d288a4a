export { CommonContactAdminPage } from './CommonContactAdminPage';
