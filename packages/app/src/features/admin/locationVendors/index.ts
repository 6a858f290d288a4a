export { BeaconAdminPage } from './BeaconAdminPage';
export { CmxAdminPage } from './CmxAdminPage';
export { MerakiAdminPage } from './MerakiAdminPage';
