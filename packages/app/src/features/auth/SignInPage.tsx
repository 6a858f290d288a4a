import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { LoginForm } from './LoginForm';
import type { LoginFormProps } from './LoginForm';

export type SignInPageProps = LoginFormProps;

/** The sign-in page: app name, language switch and the sign-in form. */
export function SignInPage({ onSignIn, defaultTenantCode }: SignInPageProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-auth-page">
      <header className="kz-auth-page__header">
        <span className="kz-auth-page__app">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="kz-auth-page__card" aria-labelledby="kz-login-title">
        <h1 id="kz-login-title">{t('auth.login.title')}</h1>
        <LoginForm onSignIn={onSignIn} defaultTenantCode={defaultTenantCode} />
      </main>
    </div>
  );
}
