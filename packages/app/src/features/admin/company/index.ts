export { CompanySettingsPage } from './CompanySettingsPage';
