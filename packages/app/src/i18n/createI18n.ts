import type { i18n as I18n } from 'i18next';
import { createI18nInstance } from './createI18nInstance';
import type { Language } from './languages';
import { mergeMessages } from './loadMessages';
import en from './locales/en.json';
import enPages from './locales/en.pages.json';
import enSignIn from './locales/en.signIn.json';
import ja from './locales/ja.json';
import jaPages from './locales/ja.pages.json';
import jaSignIn from './locales/ja.signIn.json';

/** Both languages' whole catalogues (the sign-in part, the app's and the pages'). */
export function bundledMessages() {
  return { en: mergeMessages(enSignIn, en, enPages), ja: mergeMessages(jaSignIn, ja, jaPages) };
}

export { chooseLanguage } from './createI18nInstance';
export {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './languages';
export type { Language } from './languages';

export interface CreateI18nOptions {
  /** Force a language (tests); otherwise the stored choice, then the browser locale. */
  lng?: Language;
}

/**
 * A fresh i18next instance with both catalogues bundled, for tests and stories that switch
 * language at once. The app itself starts with `startI18n`, which loads one catalogue.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  return createI18nInstance({ lng: options.lng, resources: bundledMessages() });
}
