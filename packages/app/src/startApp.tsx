import { createDialogService } from '@kizuna/ui';
import type { i18n as I18n } from 'i18next';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { addMessageParts } from './i18n/createI18nInstance';
import { createAppClients } from './api/createAppClients';
import { APP_BASENAME, createShellLoaders } from './features/session/shellLoaders';
import { isBuiltPath } from './routes/builtPages';
import { createAppRoutes } from './routes/createAppRoutes';

/** Renders the whole app (clients, router, dialogs) at the current address. */
export function renderApp(root: Root, i18n: I18n): void {
  const clients = createAppClients();
  const loaders = createShellLoaders(clients.client, { isBuiltPath });
  const loadPageMessages = () => addMessageParts(i18n, ['pages']);
  const router = createBrowserRouter(createAppRoutes(loaders, { loadPageMessages }), {
    basename: APP_BASENAME,
  });
  const dialogs = createDialogService();
  root.render(<AppRoot i18n={i18n} clients={clients} dialogs={dialogs} router={router} />);
}
