import '@kizuna/ui/styles.css';
import './app.css';
import { createDialogService } from '@kizuna/ui';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { createAppClients } from './api/createAppClients';
import { startI18n } from './i18n/createI18nInstance';
import { APP_BASENAME, createShellLoaders } from './features/session/shellLoaders';
import { isBuiltPath } from './routes/builtPages';
import { createAppRoutes } from './routes/createAppRoutes';

const clients = createAppClients();
const router = createBrowserRouter(createAppRoutes(createShellLoaders(clients.client, { isBuiltPath })), {
  basename: APP_BASENAME,
});
const dialogs = createDialogService();

window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// The first paint waits for the visitor's language, so it is translated already.
const i18n = await startI18n();
createRoot(container).render(<AppRoot i18n={i18n} clients={clients} dialogs={dialogs} router={router} />);
