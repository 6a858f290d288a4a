import { useCallback } from 'react';
import { useLocale } from 'react-aria-components';
import { messages } from './messages';
import type { MessageKey, UiLocale } from './messages';

export type MessageValues = Record<string, string | number>;

/** Picks the message set for a BCP 47 locale: Japanese for `ja*`, English otherwise. */
export function resolveUiLocale(locale: string): UiLocale {
  return locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** Formats one message of `@kizuna/ui`, replacing `{name}` placeholders. */
export function formatMessage(locale: string, key: MessageKey, values?: MessageValues): string {
  const template: string = messages[resolveUiLocale(locale)][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Returns a translate function bound to the react-aria locale of the nearest `I18nProvider`. */
export function useMessages(): (key: MessageKey, values?: MessageValues) => string {
  const { locale } = useLocale();
  return useCallback((key, values) => formatMessage(locale, key, values), [locale]);
}
