export { ActiveDirectoryPage } from './ActiveDirectoryPage';
