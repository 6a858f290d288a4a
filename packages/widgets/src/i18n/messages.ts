/** English strings of `@kizuna/widgets`; the key set every locale must meet. */
export const en = {
  'widgets.error.title': 'This panel could not be loaded',
  'widgets.error.retry': 'Retry',
  'widgets.loading': 'Loading…',
  'widgets.signInRequired': 'Sign in to Kizuna to see this panel.',
} as const;

export type WidgetMessageKey = keyof typeof en;

/** Japanese strings of `@kizuna/widgets`. */
export const ja: Record<WidgetMessageKey, string> = {
  'widgets.error.title': 'このパネルを読み込めませんでした',
  'widgets.error.retry': '再試行',
  'widgets.loading': '読み込み中…',
  'widgets.signInRequired': 'このパネルを表示するには Kizuna にサインインしてください。',
};

export const widgetMessages = { en, ja } as const;
