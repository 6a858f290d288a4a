import { useCallback } from 'react';
import { useLocale } from 'react-aria-components';
import { messages } from './messages';
import type { MessageKey, UiLocale } from './messages';

export type MessageValues = Record<string, string | number>;

/** Formats one message of a catalogue in a locale, with `{name}` placeholders filled from `values`. */
export type MessageFormatter<K extends string> = (locale: string, key: K, values?: MessageValues) => string;

/** Picks the message set for a BCP 47 locale: Japanese for `ja*`, English otherwise. */
export function resolveUiLocale(locale: string): UiLocale {
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/**
 * The formatter of one package's own strings (ui's, the widgets', a widget's): the English and
 * Japanese catalogues share their keys; placeholders without a value stay as written.
 */
export function createMessageFormatter<K extends string>(
  catalogues: Readonly<Record<UiLocale, Readonly<Record<K, string>>>>,
): MessageFormatter<K> {
  return (locale, key, values) => {
    const template = catalogues[resolveUiLocale(locale)][key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** Binds a formatter to the react-aria locale of the nearest `I18nProvider`. */
export function useMessageFormatter<K extends string>(
  format: MessageFormatter<K>,
): (key: K, values?: MessageValues) => string {
  const { locale } = useLocale();
  return useCallback((key, values) => format(locale, key, values), [format, locale]);
}

/** Formats one message of `@kizuna/ui`, replacing `{name}` placeholders. */
export const formatMessage: MessageFormatter<MessageKey> = createMessageFormatter(messages);

/** Returns a translate function for ui strings, bound to the react-aria locale. */
export function useMessages(): (key: MessageKey, values?: MessageValues) => string {
  return useMessageFormatter(formatMessage);
}
