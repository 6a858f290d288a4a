import { Component, StrictMode } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { DialogServiceProvider, I18nProvider } from '@kizuna/ui';
import type { DialogService } from '@kizuna/ui';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { ClientProvider } from './api/ClientContext';
import type { AppClients } from './api/ClientContext';
import { ErrorPage } from './errors/ErrorPage';
import { resolveLanguage } from './i18n/languages';

/** Keeps the react-aria locale (dates, numbers, ui strings) on the language i18next shows. */
function LocaleBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return <I18nProvider locale={language === 'ja' ? 'ja-JP' : 'en-US'}>{children}</I18nProvider>;
}

/** Last line of defence: an error outside the routes still ends on the error page. */
class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}

export interface AppRootProps {
  i18n: I18n;
  clients: AppClients;
  dialogs: DialogService;
  router: ReturnType<typeof createBrowserRouter>;
}

export function AppRoot({ i18n, clients, dialogs, router }: AppRootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LocaleBridge>
          <FatalErrorBoundary>
            <ClientProvider clients={clients}>
              <DialogServiceProvider service={dialogs}>
                <RouterProvider router={router} />
              </DialogServiceProvider>
            </ClientProvider>
          </FatalErrorBoundary>
        </LocaleBridge>
      </I18nextProvider>
    </StrictMode>
  );
}
