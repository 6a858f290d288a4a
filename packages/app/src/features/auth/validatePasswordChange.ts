import type { FieldError, ServerInfo } from '@kizuna/api-client/contract';
import { checkPasswordChange } from '@kizuna/api-client';
import type { PasswordChangeValues } from './ChangePasswordForm';

/** The shared password rules, with the server's policy, as field errors of the form. */
export function validatePasswordChange(
  values: PasswordChangeValues,
  accountId: string,
  policy: ServerInfo['passwordPolicy'],
): FieldError[] {
  const problems = checkPasswordChange(
    {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      newPasswordConfirm: values.confirmPassword,
    },
    accountId,
    policy,
  );
  return Object.entries(problems).map(([field, key]) => ({ path: `body.${field}`, key }));
}
