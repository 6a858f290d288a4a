import { KizunaError } from '../../http/KizunaError.js';

export type UserSettingsErrorCode = 'DIVISION_NOT_FOUND' | 'START_PAGE_UNAVAILABLE';

export class UserSettingsError extends KizunaError<UserSettingsErrorCode> {}
