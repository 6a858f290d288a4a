import '../app.css';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../i18n/createI18n';
import type { Language } from '../i18n/createI18n';
import { ToastProvider } from '../shared/toast';

/**
 * What a page of the app needs around it in Storybook, without a server: the app's catalogues in
 * the toolbar's language, a memory router and the toast region. Data comes from the story's props.
 */
export function AppStoryFrame({ language, children }: { language: Language; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ lng: language }), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** Storybook decorator: the language comes from the `locale` global (toolbar or story). */
export function withAppFrame(Story: () => ReactNode, context: { globals: Record<string, unknown> }) {
  return (
    <AppStoryFrame language={context.globals.locale === 'ja' ? 'ja' : 'en'}>
      <Story />
    </AppStoryFrame>
  );
}
