import { LIMITS } from '../contract/limits';
import type { ValidationMessageKey } from './messageKeys';

export interface PasswordPolicy {
  /** Pattern the server sends in `serverInfo.passwordPolicy.regexp`. */
  readonly regexp: string;
  /** The password may equal the account id. */
  readonly allowUid: boolean;
}

/**
 * 8 to 20 visible ASCII characters with at least one upper- and one lower-case letter (§5).
 * Space is left out: a leading or trailing space is invisible in a password field.
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  regexp: `^(?=.*[a-z])(?=.*[A-Z])[!-~]{${LIMITS.passwordMinLength},${LIMITS.passwordMaxLength}}$`,
  allowUid: false,
};

/** Problems of one password under the policy; empty when it is acceptable. */
export function checkPasswordPolicy(
  password: string,
  accountId: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): ValidationMessageKey[] {
  const problems: ValidationMessageKey[] = [];
  if (password === '') return ['required'];
  if (!new RegExp(policy.regexp).test(password)) problems.push('passwordPolicy');
  if (!policy.allowUid && password === accountId) problems.push('passwordSameAsAccountId');
  return problems;
}

export interface PasswordChangeInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly newPasswordConfirm: string;
}

/** Field → first problem, for the change-password form and the server's check alike. */
export function checkPasswordChange(
  input: PasswordChangeInput,
  accountId: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): Partial<Record<keyof PasswordChangeInput, ValidationMessageKey>> {
  const problems: Partial<Record<keyof PasswordChangeInput, ValidationMessageKey>> = {};
  if (input.currentPassword === '') problems.currentPassword = 'required';
  const policyProblem = checkPasswordPolicy(input.newPassword, accountId, policy)[0];
  if (policyProblem) {
    problems.newPassword = policyProblem;
  } else if (input.newPassword === input.currentPassword) {
    problems.newPassword = 'passwordSameAsCurrent';
  }
  if (input.newPasswordConfirm === '') problems.newPasswordConfirm = 'required';
  else if (input.newPasswordConfirm !== input.newPassword) problems.newPasswordConfirm = 'passwordConfirm';
  return problems;
}
