export { DivisionAdminPage } from './DivisionAdminPage';
