import type { Language } from './languages';

/** One language's catalogue of the app's messages. */
export type Messages = Record<string, unknown>;

/**
 * The catalogue of one language, fetched as its own file: a visit loads the messages of the
 * language it shows, and a switch loads the other one then.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'ja':
      return (await import('./locales/ja.json')).default;
    case 'en':
      return (await import('./locales/en.json')).default;
    default:
      return language satisfies never;
  }
}
