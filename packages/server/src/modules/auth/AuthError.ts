import { KizunaError } from '../../http/KizunaError.js';

export type AuthErrorCode =
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'IP_ADDRESS_REJECTED'
  | 'XSRF_TOKEN_MISSING'
  | 'FORBIDDEN'
  | 'PASSWORD_REJECTED';

export class AuthError extends KizunaError<AuthErrorCode> {}
