import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../features/auth/LoginForm';
import { INIT_PAGE, safeNextPath } from '../features/auth/safeNextPath';
import { rememberedTenantCode, useSignIn } from '../features/auth/useSignIn';
import { LanguageSwitch } from '../features/i18n/LanguageSwitch';
import { usePageTitle } from '../features/i18n/usePageTitle';
import { useLandingStore } from '../features/session/landingStore';
import type { Credentials } from '../features/auth/LoginForm';

export function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle('auth.login.title');
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  async function onSignIn(credentials: Credentials) {
    const outcome = await signIn(credentials);
    if (outcome === 'signedIn') {
      const target = safeNextPath(search.get('next'));
      if (target === INIT_PAGE) useLandingStore.getState().markSignedIn();
      await navigate(target, { replace: true });
    }
    return outcome;
  }

  return (
    <div className="kz-auth-page">
      <header className="kz-auth-page__header">
        <span className="kz-auth-page__app">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="kz-auth-page__card" aria-labelledby="kz-login-title">
        <h1 id="kz-login-title">{t('auth.login.title')}</h1>
        <LoginForm onSignIn={onSignIn} defaultTenantCode={rememberedTenantCode()} />
      </main>
    </div>
  );
}
