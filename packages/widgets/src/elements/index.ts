// Importing this entry registers every Kizuna custom element; the code that draws each one is
// loaded when the first such element is connected to the page.
export { CallPanelElement } from './CallPanelElement';
export { ContactSearchElement } from './ContactSearchElement';
export { FloorMapElement } from './FloorMapElement';
export { defineKizunaElement } from './defineKizunaElement';
export type { KizunaElementOptions } from './defineKizunaElement';
export { defineElementShell, kizunaElementRegistry, resolveElementLocale } from './elementShell';
export type {
  AttributeSpec,
  AttributeType,
  ElementView,
  ElementViewInstance,
  ElementViewState,
  KizunaElement,
  KizunaElementConstructor,
  KizunaElementSpec,
} from './elementShell';
export { ELEMENT_SPECS } from './elementSpecs';
export type { KizunaTagName } from './elementSpecs';
export { PresenceBadgeElement } from './PresenceBadgeElement';
export { reactView } from './reactView';
export { ThanksCardElement } from './ThanksCardElement';
