import '@kizuna/ui/styles.css';
import './operator.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18nInstance } from '../i18n/createI18nInstance';
import en from './locales/en.json';
import ja from './locales/ja.json';
import { OperatorConsole } from './OperatorConsole';

const container = document.getElementById('root');
if (!container) throw new Error('operator.html lacks #root');
// The console's messages are few: both languages ship with it.
const i18n = createI18nInstance({ resources: { ja, en } });
document.documentElement.lang = i18n.language === 'en' ? 'en' : 'ja';
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <OperatorConsole />
    </I18nextProvider>
  </StrictMode>,
);
