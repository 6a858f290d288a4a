export { UserAdminPage } from './UserAdminPage';
export { UserEditPage } from './UserEditPage';
