import { useNavigate, useSearchParams } from 'react-router';
import { INIT_PAGE, safeNextPath } from '../features/auth/safeNextPath';
import { SignInPage } from '../features/auth/SignInPage';
import { rememberedTenantCode, useSignIn } from '../features/auth/useSignIn';
import { usePageTitle } from '../i18n/usePageTitle';
import { useLandingStore } from '../features/session/landingStore';
import type { Credentials } from '../features/auth/LoginForm';

export function LoginRoute() {
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

  return <SignInPage onSignIn={onSignIn} defaultTenantCode={rememberedTenantCode()} />;
}
