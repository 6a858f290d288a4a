export { CompanySettingsPage } from './CompanySettingsPage';
export { DestinationsAdminPage } from './DestinationsAdminPage';
