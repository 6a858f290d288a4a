export { UserSettingsError, type UserSettingsErrorCode } from './UserSettingsError.js';
export { userSettingsHandlers } from './userSettingsHandlers.js';
