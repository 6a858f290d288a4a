export { ThanksLogsPage } from './ThanksLogsPage';
export { ThanksSettingsPage } from './ThanksSettingsPage';
export { ThanksStampsPage } from './ThanksStampsPage';
