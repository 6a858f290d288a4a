export { PhoneSystemAdminPage } from './PhoneSystemAdminPage';
