import { useTranslation } from 'react-i18next';
import { AuthCardPage } from './AuthCardPage';
import { LoginForm } from './LoginForm';
import type { LoginFormProps } from './LoginForm';

export interface SignInPageProps extends LoginFormProps {
  /** In the collaboration-suite tab: no page margins or card chrome, so the form fits a narrow tab. */
  compact?: boolean;
}

/** The sign-in page: app name, language switch and the sign-in form. */
export function SignInPage({ onSignIn, defaultTenantCode, compact = false }: SignInPageProps) {
  const { t } = useTranslation();
  return (
    <AuthCardPage
      title={t('auth.login.title')}
      titleId="kz-login-title"
      className={compact ? 'kz-auth-page__card--compact' : undefined}
    >
      <LoginForm onSignIn={onSignIn} defaultTenantCode={defaultTenantCode} />
    </AuthCardPage>
  );
}
