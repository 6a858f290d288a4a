import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { PasswordStatus } from '@kizuna/api-client/contract';
import { AuthCardPage } from '../features/auth/AuthCardPage';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import type { PasswordChangeValues } from '../features/auth/ChangePasswordForm';
import { useChangePassword } from '../features/auth/useChangePassword';
import { validatePasswordChange } from '../features/auth/validatePasswordChange';
import { usePageTitle } from '../i18n/usePageTitle';
import type { Principal } from '../features/session/principalStore';

export function ChangePasswordRoute() {
  const { t } = useTranslation();
  usePageTitle('auth.changePassword.title');
  const { status, principal } = useLoaderData() as { status: PasswordStatus; principal: Principal };
  const changePassword = useChangePassword();
  const navigate = useNavigate();

  async function onSubmit(values: PasswordChangeValues) {
    const errors = await changePassword(values);
    if (errors.length === 0) await navigate('/initPage', { replace: true });
    return errors;
  }

  return (
    <AuthCardPage title={t('auth.changePassword.title')} titleId="kz-password-title">
      {status.changeRequired && (
        <p className="kz-form-help">{t(`auth.changePassword.reason.${status.reason ?? 'POLICY'}`)}</p>
      )}
      <ChangePasswordForm
        validate={(values) =>
          validatePasswordChange(values, principal.userInfo.accountId, principal.serverInfo.passwordPolicy)
        }
        onSubmit={onSubmit}
      />
    </AuthCardPage>
  );
}
