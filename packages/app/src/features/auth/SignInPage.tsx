import { useTranslation } from 'react-i18next';
import { AuthCardPage } from './AuthCardPage';
import { LoginForm } from './LoginForm';
import type { LoginFormProps } from './LoginForm';

export type SignInPageProps = LoginFormProps;

/** The sign-in page: app name, language switch and the sign-in form. */
export function SignInPage({ onSignIn, defaultTenantCode }: SignInPageProps) {
  const { t } = useTranslation();
  return (
    <AuthCardPage title={t('auth.login.title')} titleId="kz-login-title">
      <LoginForm onSignIn={onSignIn} defaultTenantCode={defaultTenantCode} />
    </AuthCardPage>
  );
}
