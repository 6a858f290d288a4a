import { useNavigate, useSearchParams } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { rememberedTenantCode } from '../features/auth/signIn';
import { useSignIn } from '../features/auth/useSignIn';
import { usePageTitle } from '../i18n/usePageTitle';
import type { Credentials } from '../features/auth/LoginForm';
import { signInTarget } from './signInTarget';

export function LoginRoute() {
  usePageTitle('auth.login.title');
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The sign-in of the collaboration-suite tab (Microsoft Teams, installed from its app store).
  const store = search.get('store') === '1';

  async function onSignIn(credentials: Credentials) {
    const outcome = await signIn(credentials, { store });
    if (outcome === 'signedIn') await navigate(signInTarget(search.get('next')), { replace: true });
    return outcome;
  }

  return <SignInPage onSignIn={onSignIn} defaultTenantCode={rememberedTenantCode()} compact={store} />;
}
