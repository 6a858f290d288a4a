import { KizunaError } from '../../http/KizunaError.js';

export type AuthErrorCode =
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'IP_ADDRESS_REJECTED'
  | 'XSRF_TOKEN_MISSING'
  | 'FORBIDDEN'
  | 'PASSWORD_REJECTED'
  | 'TOO_MANY_ATTEMPTS';

export class AuthError extends KizunaError<AuthErrorCode> {}
