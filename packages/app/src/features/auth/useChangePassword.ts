import { useCallback } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { fieldErrorsOf, statusOf } from '../../api/apiErrors';
import type { PasswordChangeValues } from './ChangePasswordForm';

/** Sends a password change; resolves to the server's field errors, empty on success. */
export function useChangePassword(): (values: PasswordChangeValues) => Promise<FieldError[]> {
  const client = useClient();
  return useCallback(
    async (values: PasswordChangeValues) => {
      try {
        await client.principal.changePassword({
          body: {
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
            newPasswordConfirm: values.confirmPassword,
          },
        });
        return [];
      } catch (error) {
        if (statusOf(error) === 400) {
          const errors = fieldErrorsOf(error);
          return errors.length > 0 ? errors : [{ path: '', key: 'invalid' }];
        }
        throw error;
      }
    },
    [client],
  );
}
