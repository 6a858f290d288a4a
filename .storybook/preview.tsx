// The root package does not depend on the workspace packages, so the ui is reached by path.
import '../packages/ui/src/styles/index.css';
import { I18nProvider } from '../packages/ui/src/index';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { configure } from 'storybook/test';

// A play function's `findBy…` waits up to this long, as the component tests do: the browser tests
// run the stories while other lanes share the machine's two cores.
configure({ asyncUtilTimeout: 5_000 });

function StoryFrame({ locale, theme, children }: { locale: string; theme: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.lang = locale;
  }, [theme, locale]);
  return (
    <I18nProvider locale={locale}>
      <div className="kz-Root" style={{ padding: 16, minHeight: '100%' }}>
        {children}
      </div>
    </I18nProvider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <StoryFrame
    locale={context.globals.locale === 'ja' ? 'ja-JP' : 'en-US'}
    theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
