import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type UserSettingsErrorCode = ErrorCodeOf<'userSettings'>;

export class UserSettingsError extends KizunaError<UserSettingsErrorCode> {}
