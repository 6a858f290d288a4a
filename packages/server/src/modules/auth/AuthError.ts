import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type AuthErrorCode = ErrorCodeOf<'auth'> | ErrorCodeOf<'access'>;

export class AuthError extends KizunaError<AuthErrorCode> {}
