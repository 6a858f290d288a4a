import '@kizuna/ui/styles.css';
import './app.css';
import { createRoot } from 'react-dom/client';
import { addMessageParts, startI18n } from './i18n/createI18nInstance';
import { APP_MESSAGE_PARTS } from './i18n/loadMessages';
import { APP_BASENAME } from './navigation/appBasename';
import { renderSignIn } from './startSignIn';

window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const root = createRoot(container);
// A visit that starts on the sign-in page loads that page alone first: the app follows on signing in.
const signInFirst = location.pathname === `${APP_BASENAME}/login`;
// The first paint waits for the visitor's language, so it is translated already.
const i18n = await startI18n(signInFirst ? ['signIn'] : APP_MESSAGE_PARTS);

async function startApp() {
  const [{ renderApp }] = await Promise.all([import('./startApp'), addMessageParts(i18n, APP_MESSAGE_PARTS)]);
  renderApp(root, i18n);
}

if (signInFirst) renderSignIn(root, i18n, startApp);
else await startApp();
