export { AuthError, type AuthErrorCode } from './AuthError.js';
export { authHandlers, changePassword } from './authHandlers.js';
export { purgeStaleAttempts } from './loginThrottle.js';
export { hashPassword } from './passwordHash.js';
export { generatePassword, OperatorError, resetPassword } from './resetPassword.js';
export {
  createSession,
  findActiveSession,
  hashSessionToken,
  purgeIdleSessions,
  SESSION_COOKIE,
} from './sessions.js';
