import { KizunaError } from '../../http/KizunaError.js';

export type UserSettingsErrorCode = 'DIVISION_NOT_FOUND';

export class UserSettingsError extends KizunaError<UserSettingsErrorCode> {}
