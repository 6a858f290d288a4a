import { AuthError } from '../modules/auth/index.js';
import type { Principal } from '../modules/principal/index.js';

/**
 * Refuses a session whose password must be changed first (issued by an administrator or an
 * operator, out of policy, expired): until the person chooses one, its session serves only the
 * password-change page (the contract's `openBeforePasswordChange` calls) and sign-out.
 */
export function refuseBeforePasswordChange(principal: Principal): void {
  if (principal.user.password_change_reason !== null) {
    throw new AuthError(
      'PASSWORD_CHANGE_REQUIRED',
      `the password must be changed first (${principal.user.password_change_reason})`,
    );
  }
}
