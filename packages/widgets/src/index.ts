export { CallPanel } from './CallPanel/CallPanel';
export type { CallPanelProps } from './CallPanel/CallPanel';
export { CallPanelView } from './CallPanel/CallPanelView';
export type { CallPanelAction, CallPanelViewProps } from './CallPanel/CallPanelView';
export { lineDisplayState, lineStateName } from './CallPanel/lineState';
export type { LineVocabulary } from './CallPanel/lineState';
export { callFailureOf, isDialableInput, PHONE_CHARACTERS } from './CallPanel/callFailure';
export type { CallFailure } from './CallPanel/callFailure';
export { callEventsUrl, connectCallEvents } from './CallPanel/connectCallEvents';
export type { CallEventsConnection, CallEventsHandlers } from './CallPanel/connectCallEvents';
export { CALL_POLL_MS, useLineStatus } from './CallPanel/useLineStatus';
export type { UseLineStatusResult } from './CallPanel/useLineStatus';
export { KizunaClientProvider, useKizunaClient } from './client/KizunaClientProvider';
export { ContactSearch } from './ContactSearch/ContactSearch';
export type { ContactSearchProps } from './ContactSearch/ContactSearch';
export { useSearchContacts } from './ContactSearch/useSearchContacts';
export { contactPresence, useContactsPresence } from './ContactSearch/useContactsPresence';
export type {
  ContactSearchScope,
  UseSearchContactsOptions,
  UseSearchContactsResult,
} from './ContactSearch/useSearchContacts';
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
export { FloorMap } from './FloorMap/FloorMap';
export type { FloorMapCallRequest, FloorMapPersonDetail, FloorMapProps } from './FloorMap/FloorMap';
export { floorMapEn, floorMapJa } from './FloorMap/floorMapMessages';
export type { FloorMapMessageKey } from './FloorMap/floorMapMessages';
export { PresenceBadge } from './PresenceBadge/PresenceBadge';
export type { PresenceBadgeProps } from './PresenceBadge/PresenceBadge';
export { PRESENCE_FALLBACK_INTERVAL_MS } from './PresenceBadge/presenceRefreshInterval';
export { presenceKind } from './PresenceBadge/presenceStatus';
export { usePresence } from './PresenceBadge/usePresence';
export type { UsePresenceOptions, UsePresenceResult } from './PresenceBadge/usePresence';
export { SendThanksForm } from './ThanksCard/SendThanksForm';
export type { SendThanksFormProps } from './ThanksCard/SendThanksForm';
export { ThanksCard } from './ThanksCard/ThanksCard';
export type { ThanksCardProps } from './ThanksCard/ThanksCard';
export { ThanksCardItem } from './ThanksCard/ThanksCardItem';
export type { ThanksCardItemProps } from './ThanksCard/ThanksCardItem';
export { thanksCardEn, thanksCardJa } from './ThanksCard/thanksCardMessages';
export type { ThanksCardMessageKey } from './ThanksCard/thanksCardMessages';
export { useThanksCards } from './ThanksCard/useThanksCards';
export type {
  ThanksCardsProblem,
  ThanksCardsSource,
  UseThanksCardsResult,
} from './ThanksCard/useThanksCards';
export { en as widgetMessagesEn, ja as widgetMessagesJa, widgetMessages } from './i18n/messages';
export type { WidgetMessageKey } from './i18n/messages';
export { formatWidgetMessage, useWidgetMessages } from './i18n/useWidgetMessages';
