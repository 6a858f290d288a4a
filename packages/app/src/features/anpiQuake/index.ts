export { AnpiQuakeSettingsPage } from './AnpiQuakeSettingsPage';
