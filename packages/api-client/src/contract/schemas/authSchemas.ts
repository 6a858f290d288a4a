import * as v from 'valibot';
import { LIMITS } from '../limits';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const LoginBodySchema = v.object({
  tenantCode: Text(64),
  accountId: Text(128),
  /** Not trimmed: spaces may be part of a password the old policy allowed. */
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /**
   * Signed in from the collaboration-suite tab (`/front/login?store=1`): the session is embedded
   * and its sign-out returns to the tab's sign-in. Refused while the company has it turned off.
   */
  store: v.optional(v.boolean()),
});

/**
 * Password change. The parts that need no server data are checked here; the server policy
 * (pattern, account id) is `checkPasswordPolicy` of `@kizuna/api-client/validation`.
 */
export const PasswordChangeBodySchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    newPassword: v.pipe(
      v.string(),
      v.minLength(LIMITS.passwordMinLength),
      v.maxLength(LIMITS.passwordMaxLength),
    ),
    newPasswordConfirm: v.pipe(v.string(), v.maxLength(128)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirm']],
      (input) => input.newPassword === input.newPasswordConfirm,
      'passwordConfirm',
    ),
    ['newPasswordConfirm'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'passwordSameAsCurrent',
    ),
    ['newPassword'],
  ),
);

export type LoginBody = v.InferInput<typeof LoginBodySchema>;
export type PasswordChangeBody = v.InferInput<typeof PasswordChangeBodySchema>;
