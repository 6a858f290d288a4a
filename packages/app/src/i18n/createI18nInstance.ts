import i18next from 'i18next';
import type { i18n as I18n, LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectedLanguageTags,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageOfTags,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './languages';
import type { Language } from './languages';
import { loadMessages, MESSAGE_PARTS } from './loadMessages';
import type { MessagePart, Messages } from './loadMessages';

/**
 * The stored explicit choice, then the browser's languages, as the supported language they stand
 * for: `i18n.language` is then always `ja` or `en`, never a browser tag like `ja-JP` that code
 * comparing with `'ja'` would take for English. Only an explicit choice is stored
 * (`chooseLanguage`); otherwise the browser keeps deciding.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => languageOfTags(detectedLanguageTags()),
  cacheUserLanguage: () => undefined,
};

export interface CreateI18nInstanceOptions {
  /** Force a language (tests); otherwise the stored choice, then the browser locale. */
  lng?: Language;
  /** The catalogues already at hand; the one shown must be among them for the first paint. */
  resources: Partial<Record<Language, Messages>>;
}

/** A fresh i18next instance over the given catalogues, initialised at once. */
export function createI18nInstance({ lng, resources }: CreateI18nInstanceOptions): I18n {
  const instance = i18next.createInstance();
  if (!lng) instance.use(languageDetector);
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = resolveLanguage(language);
  });
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(resources).map(([language, messages]) => [language, { translation: messages }]),
    ),
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The catalogue parts an instance of `startI18n` shows, and those loaded, as `${language}.${part}`. */
interface LoadedParts {
  parts: Set<MessagePart>;
  loaded: Set<string>;
}
/**
 * By the instance's resource store: `useTranslation` hands out a copy of the instance (a new one
 * whenever the language changes), which shares the store.
 */
const loadedParts = new WeakMap<I18n['store'], LoadedParts>();

/**
 * Adds the parts of a language's catalogue the instance shows unless they are there already. An
 * instance not made by `startI18n` has its catalogues at hand (`createI18n`).
 */
async function ensureMessages(instance: I18n, language: Language): Promise<void> {
  const state = loadedParts.get(instance.store);
  if (!state) return;
  const missing = [...state.parts].filter((part) => !state.loaded.has(`${language}.${part}`));
  if (missing.length === 0) return;
  instance.addResourceBundle(language, 'translation', await loadMessages(language, missing), true, true);
  for (const part of missing) state.loaded.add(`${language}.${part}`);
}

/** Switches the language (loading its messages first) and remembers the choice for the next visit. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the switch still applies to this visit.
  }
  await ensureMessages(instance, language);
  await instance.changeLanguage(language);
}

/**
 * The app's instance: the language the visitor gets, with only that language's messages loaded;
 * `parts` limits them further (the sign-in page's own, until `addMessageParts` adds the rest).
 */
export async function startI18n(parts: readonly MessagePart[] = MESSAGE_PARTS): Promise<I18n> {
  const language = languageOfTags(detectedLanguageTags());
  const instance = createI18nInstance({ resources: { [language]: await loadMessages(language, parts) } });
  loadedParts.set(instance.store, {
    parts: new Set(parts),
    loaded: new Set(parts.map((part) => `${language}.${part}`)),
  });
  return instance;
}

/** Loads more parts of the catalogue into an instance of `startI18n`, in the language it shows. */
export async function addMessageParts(instance: I18n, parts: readonly MessagePart[]): Promise<void> {
  const state = loadedParts.get(instance.store);
  if (!state) return;
  for (const part of parts) state.parts.add(part);
  await ensureMessages(instance, resolveLanguage(instance.resolvedLanguage ?? instance.language));
}
