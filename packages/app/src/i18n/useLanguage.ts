import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, resolveLanguage } from './createI18n';
import type { Language } from './createI18n';

/** The current UI language and a setter that persists the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback((language: Language) => chooseLanguage(i18n, language), [i18n]);
  return { language: resolveLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
