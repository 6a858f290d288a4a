// Importing this entry registers every Kizuna custom element that exists so far.
export { CallPanelElement } from './CallPanelElement';
export { ContactSearchElement } from './ContactSearchElement';
export { FloorMapElement } from './FloorMapElement';
export { defineKizunaElement, kizunaElementRegistry, resolveElementLocale } from './defineKizunaElement';
export type {
  AttributeSpec,
  AttributeType,
  KizunaElement,
  KizunaElementConstructor,
  KizunaElementOptions,
} from './defineKizunaElement';
export { PresenceBadgeElement } from './PresenceBadgeElement';
export { ThanksCardElement } from './ThanksCardElement';
