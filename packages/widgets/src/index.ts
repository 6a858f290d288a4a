export { KizunaClientProvider, useKizunaClient } from './client/KizunaClientProvider';
export type { KizunaClientProviderProps } from './client/KizunaClientProvider';
export {
  defineKizunaElement,
  kizunaElementRegistry,
  resolveElementLocale,
} from './elements/defineKizunaElement';
export type {
  AttributeSpec,
  AttributeType,
  KizunaElement,
  KizunaElementConstructor,
  KizunaElementOptions,
} from './elements/defineKizunaElement';
export { en as widgetMessagesEn, ja as widgetMessagesJa, widgetMessages } from './i18n/messages';
export type { WidgetMessageKey } from './i18n/messages';
export { formatWidgetMessage, useWidgetMessages } from './i18n/useWidgetMessages';
