export * from './Badge';
export * from './Button';
export * from './CallStatus';
export * from './Checkbox';
export * from './ComboBox';
export * from './DatePicker';
export * from './Dialog';
export * from './DivisionTree';
export * from './EmptyState';
export * from './ErrorState';
export * from './Field';
export * from './FloorMapView';
export * from './Heading';
export * from './Icon';
export * from './Layout';
export * from './Link';
export * from './LoadingOverlay';
export * from './Menu';
export * from './Pagination';
export * from './PlainButton';
export * from './Popover';
export * from './PortalContainer';
export * from './PresenceIndicator';
export * from './RadioGroup';
export * from './SearchField';
export * from './Select';
export * from './Skeleton';
export * from './Switch';
export * from './Table';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './Tooltip';
export * from './VisuallyHidden';
export { en as uiMessagesEn, ja as uiMessagesJa, messages as uiMessages } from './i18n/messages';
export type { MessageKey as UiMessageKey, UiLocale } from './i18n/messages';
export {
  createMessageFormatter,
  formatMessage,
  resolveUiLocale,
  useMessageFormatter,
  useMessages,
} from './i18n/useMessages';
export type { MessageFormatter, MessageValues } from './i18n/useMessages';
// Re-exported so apps and widgets set the locale and router once, with the same react-aria instance.
export { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
export type { Key, Selection, SortDescriptor } from 'react-aria-components';
export * from './stampColors';
export { FOCUS_FALLBACK_ATTRIBUTE, focusIsLost, restoreLostFocus } from './utils/focusFallback';
