import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '@kizuna/ui';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../i18n/createI18n';
import type { Language } from '../i18n/createI18n';
import { ToastProvider } from '../shared/toast';

/** Renders with the real catalogues in one language, a memory router and the toast region. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', path = '/' }: { language?: Language; path?: string } = {},
) {
  const i18n = createI18n({ lng: language });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={language === 'ja' ? 'ja-JP' : 'en-US'}>
          <MemoryRouter initialEntries={[path]}>
            <ToastProvider>{children}</ToastProvider>
          </MemoryRouter>
        </I18nProvider>
      </I18nextProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Wrapper }) };
}
