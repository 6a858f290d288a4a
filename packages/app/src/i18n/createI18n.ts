import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ja from './locales/ja.json';

export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** localStorage key holding the language the user chose explicitly. */
export const LANGUAGE_STORAGE_KEY = 'kizuna.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export interface CreateI18nOptions {
  /** Force a language (tests); otherwise the stored choice, then the browser locale. */
  lng?: Language;
}

/**
 * A fresh i18next instance with both catalogues bundled, so the first paint is already translated
 * and no catalogue is fetched at run time.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  if (!options.lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = resolveLanguage(lng);
  });
  void instance.init({
    resources: { en: { translation: en }, ja: { translation: ja } },
    lng: options.lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Only an explicit choice is stored; otherwise the browser keeps deciding.
      caches: [],
    },
  });
  return instance;
}

/** The supported language a detected tag like `ja-JP` or `fr` stands for. */
export function resolveLanguage(tag: string | undefined): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** Switches the language and remembers the choice for the next visit. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the switch still applies to this visit.
  }
  await instance.changeLanguage(language);
}
