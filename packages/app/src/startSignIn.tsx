import { StrictMode } from 'react';
import { createClient } from '@kizuna/api-client/client';
import { authEndpoints } from '@kizuna/api-client/contract';
import type { i18n as I18n } from 'i18next';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Credentials } from './features/auth/LoginForm';
import { SignInPage } from './features/auth/SignInPage';
import { rememberedTenantCode, signIn } from './features/auth/signIn';
import { usePageTitle } from './i18n/usePageTitle';
import { APP_BASENAME } from './navigation/appBasename';
import { signInTarget } from './routes/signInTarget';

interface SignInFirstProps {
  onSignIn: (credentials: Credentials) => ReturnType<typeof signIn>;
  /** The sign-in of the collaboration-suite tab (`?store=1`). */
  store: boolean;
}

function SignInFirst({ onSignIn, store }: SignInFirstProps) {
  usePageTitle('auth.login.title');
  return <SignInPage onSignIn={onSignIn} defaultTenantCode={rememberedTenantCode()} compact={store} />;
}

/**
 * A visit that starts on the sign-in page: the page alone, with a client of the sign-in area only
 * (no router, no react-aria, no API table). Once signed in, the address becomes the page to
 * continue to and `startApp` renders the app there.
 */
export function renderSignIn(root: Root, i18n: I18n, startApp: () => Promise<void>): void {
  const client = createClient({ auth: authEndpoints });
  const store = new URLSearchParams(location.search).get('store') === '1';
  async function onSignIn(credentials: Credentials) {
    const outcome = await signIn(client, credentials, { store });
    if (outcome === 'signedIn') {
      const target = signInTarget(new URLSearchParams(location.search).get('next'));
      history.replaceState(null, '', `${APP_BASENAME}${target}`);
      await startApp();
    }
    return outcome;
  }
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SignInFirst onSignIn={onSignIn} store={store} />
      </I18nextProvider>
    </StrictMode>,
  );
}
