export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** localStorage key holding the language the user chose explicitly. */
export const LANGUAGE_STORAGE_KEY = 'kizuna.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a detected tag like `ja-JP` or `fr` stands for. */
export function resolveLanguage(tag: string | undefined): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

/** The user's language tags, best first: the stored explicit choice, then the browser's. */
export function detectedLanguageTags(): string[] {
  const tags: string[] = [];
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) tags.push(stored);
  } catch {
    // Storage can be disabled (private mode); the browser's languages still decide.
  }
  if (typeof navigator !== 'undefined') {
    tags.push(...(navigator.languages ?? []));
    if (navigator.language) tags.push(navigator.language);
  }
  return tags;
}

/** The supported language the first tag with a supported base stands for, else the fallback. */
export function languageOfTags(tags: readonly string[]): Language {
  const supported = tags.find((tag) => isLanguage(tag.toLowerCase().split('-')[0]));
  return resolveLanguage(supported);
}
