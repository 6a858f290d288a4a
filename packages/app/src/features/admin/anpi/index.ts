export { AnpiChecksPage } from './AnpiChecksPage';
export { AnpiPermissionsPage } from './AnpiPermissionsPage';
