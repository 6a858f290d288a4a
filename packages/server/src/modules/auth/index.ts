export {
  DEFAULT_ACTION_LIMITS,
  purgeStaleActionSlots,
  refuseIfOverActionLimit,
  type ActionLimit,
  type ActionLimits,
  type LimitedAction,
} from './actionLimits.js';
export { AuthError, type AuthErrorCode } from './AuthError.js';
export { authHandlers, changePassword } from './authHandlers.js';
export { purgeStaleAttempts, takeSlot as takeThrottleSlot } from './loginThrottle.js';
export { savePassword } from './authStore.js';
export { hashPassword, verifyPassword } from './passwordHash.js';
export { generatePassword, OperatorError, resetPassword } from './resetPassword.js';
export {
  createSession,
  findActiveSession,
  hashSessionToken,
  isEmbeddedSession,
  purgeIdleSessions,
  SESSION_COOKIE,
  sessionIdleMinutes,
} from './sessions.js';
