import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type UserAdminErrorCode = ErrorCodeOf<'userAdmin'>;

export class UserAdminError extends KizunaError<UserAdminErrorCode> {}
