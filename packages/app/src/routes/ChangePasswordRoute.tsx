import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { PasswordStatus } from '@kizuna/api-client/contract';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import type { PasswordChangeValues } from '../features/auth/ChangePasswordForm';
import { useChangePassword } from '../features/auth/useChangePassword';
import { validatePasswordChange } from '../features/auth/validatePasswordChange';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
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
    <div className="kz-auth-page">
      <header className="kz-auth-page__header">
        <span className="kz-auth-page__app">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="kz-auth-page__card" aria-labelledby="kz-password-title">
        <h1 id="kz-password-title">{t('auth.changePassword.title')}</h1>
        {status.changeRequired && (
          <p className="kz-form-help">{t(`auth.changePassword.reason.${status.reason ?? 'POLICY'}`)}</p>
        )}
        <ChangePasswordForm
          validate={(values) =>
            validatePasswordChange(values, principal.userInfo.accountId, principal.serverInfo.passwordPolicy)
          }
          onSubmit={onSubmit}
        />
      </main>
    </div>
  );
}
