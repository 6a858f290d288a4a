import type { ComponentType } from 'react';
import { defineElementShell } from './elementShell';
import type { KizunaElementConstructor, KizunaElementSpec } from './elementShell';
import { reactView } from './reactView';

export { kizunaElementRegistry, resolveElementLocale } from './elementShell';
export type { AttributeSpec, AttributeType, KizunaElement, KizunaElementConstructor } from './elementShell';

export interface KizunaElementOptions extends KizunaElementSpec {
  /** The widget's own CSS, added after the ui CSS inside the shadow root. */
  css?: string;
}

/**
 * Registers a custom element that renders `Component` into its shadow root with the ui CSS and
 * `options.css`. Attributes become props and re-render on change; `base-url` picks the server
 * and `locale` the language. Overlays portal inside the shadow root. Defining a tag twice returns
 * the first definition. (Kizuna's own elements load their component on first use instead.)
 */
export function defineKizunaElement<P extends object>(
  tagName: string,
  Component: ComponentType<P>,
  options: KizunaElementOptions = {},
): KizunaElementConstructor {
  return defineElementShell(tagName, options, reactView(Component, options.css));
}
