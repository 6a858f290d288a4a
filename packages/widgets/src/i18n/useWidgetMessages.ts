import { resolveUiLocale, useLocale } from '@kizuna/ui';
import { useCallback } from 'react';
import { widgetMessages } from './messages';
import type { WidgetMessageKey } from './messages';

/** Formats one widget message in `locale`, replacing `{name}` placeholders. */
export function formatWidgetMessage(
  locale: string,
  key: WidgetMessageKey,
  values?: Record<string, string | number>,
): string {
  const template: string = widgetMessages[resolveUiLocale(locale)][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A translate function for widget strings, bound to the react-aria locale. */
export function useWidgetMessages(): (
  key: WidgetMessageKey,
  values?: Record<string, string | number>,
) => string {
  const { locale } = useLocale();
  return useCallback((key, values) => formatWidgetMessage(locale, key, values), [locale]);
}
