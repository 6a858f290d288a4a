import type { Language } from './languages';

/** One language's catalogue of the app's messages, or a part of it. */
export type Messages = Record<string, unknown>;

/**
 * The catalogue comes in three parts per language: `signIn`, what the sign-in page shows (the app's
 * name, the language switch, the form); `app`, what the frame, home and the frame's overlays
 * (menus, dialogs, the global search, toasts) show besides, key by key: an area such as `talk` or
 * `internalContacts` keeps there only the keys those name; and `pages`, every other key, which only
 * other pages show. A fresh visit of the sign-in page loads its part only; the app loads `app`
 * before its first paint, and `pages` with the first page other than home (which waits for it).
 */
export const MESSAGE_PARTS = ['signIn', 'app', 'pages'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** The parts the app shows before any page but home: all but `pages`. */
export const APP_MESSAGE_PARTS = ['signIn', 'app'] as const satisfies readonly MessagePart[];

function isTree(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts as one catalogue: the keys of each, merged level by level. */
export function mergeMessages(...parts: Messages[]): Messages {
  const merged: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = merged[key];
      merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
    }
  }
  return merged;
}

/** One part of one language's catalogue, fetched as its own file. */
async function loadMessagePart(language: Language, part: MessagePart): Promise<Messages> {
  switch (`${language}.${part}` as const) {
    case 'ja.signIn':
      return (await import('./locales/ja.signIn.json')).default;
    case 'ja.app':
      return (await import('./locales/ja.json')).default;
    case 'en.signIn':
      return (await import('./locales/en.signIn.json')).default;
    case 'en.app':
      return (await import('./locales/en.json')).default;
    case 'ja.pages':
      return (await import('./locales/ja.pages.json')).default;
    case 'en.pages':
      return (await import('./locales/en.pages.json')).default;
  }
}

/**
 * The given parts of one language's catalogue: a visit loads the messages of the language it
 * shows, and a switch loads the other one then.
 */
export async function loadMessages(
  language: Language,
  parts: readonly MessagePart[] = MESSAGE_PARTS,
): Promise<Messages> {
  return mergeMessages(...(await Promise.all(parts.map((part) => loadMessagePart(language, part)))));
}
