import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './createI18nInstance';
import { resolveLanguage } from './languages';
import type { Language } from './languages';

/** The current UI language and a setter that persists the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback((language: Language) => chooseLanguage(i18n, language), [i18n]);
  return { language: resolveLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
