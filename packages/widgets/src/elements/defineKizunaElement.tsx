import type { KizunaClient } from '@kizuna/api-client';
import { enableShadowDomSupport, I18nProvider, PortalContainer } from '@kizuna/ui';
import uiCss from '@kizuna/ui/styles.css?inline';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { KizunaClientProvider } from '../client/KizunaClientProvider';

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeSpec {
  /** Prop name; by default the attribute name in camelCase (`contact-id` → `contactId`). */
  prop?: string;
  /** @default 'string' */
  type?: AttributeType;
}

export interface KizunaElementOptions {
  /** Attributes mapped to props, besides `base-url` and `locale` which every element takes. */
  attributes?: Record<string, AttributeType | AttributeSpec>;
  /**
   * Callback props re-dispatched as DOM events: `{ onSelect: 'kizuna-select' }` makes the element
   * fire a bubbling, composed `CustomEvent('kizuna-select', { detail })` with the first argument.
   */
  events?: Record<string, string>;
  /** The widget's own CSS, added after the ui CSS inside the shadow root. */
  css?: string;
}

/** The element class `defineKizunaElement` registers. */
export interface KizunaElement extends HTMLElement {
  /** A client to use instead of one created from `base-url`. */
  client: KizunaClient | undefined;
}

export type KizunaElementConstructor = new () => KizunaElement;

/** Every element defined through `defineKizunaElement`, by tag name. */
export const kizunaElementRegistry = new Map<string, KizunaElementConstructor>();

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function readAttribute(value: string | null, type: AttributeType): unknown {
  switch (type) {
    case 'string':
      return value ?? undefined;
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      return value !== null && value !== 'false';
    default:
      return type satisfies never;
  }
}

/** The locale a widget speaks: its `locale` attribute, else the browser's, else English. */
export function resolveElementLocale(attribute: string | null): string {
  if (attribute && attribute.trim() !== '') return attribute.trim();
  if (typeof navigator !== 'undefined' && navigator.language) return navigator.language;
  return 'en';
}

/**
 * Registers a custom element that renders `Component` into its shadow root with the ui CSS and
 * `options.css`. Attributes become props and re-render on change; `base-url` picks the server
 * and `locale` the language. Overlays portal inside the shadow root. Defining a tag twice returns
 * the first definition.
 */
export function defineKizunaElement<P extends object>(
  tagName: string,
  Component: ComponentType<P>,
  options: KizunaElementOptions = {},
): KizunaElementConstructor {
  const existing = kizunaElementRegistry.get(tagName) ?? customElements.get(tagName);
  if (existing) return existing as KizunaElementConstructor;
  enableShadowDomSupport();

  const specs = Object.entries(options.attributes ?? {}).map(([attribute, spec]) => {
    const full = typeof spec === 'string' ? { type: spec } : spec;
    return { attribute, prop: full.prop ?? camelCase(attribute), type: full.type ?? 'string' };
  });
  const events = Object.entries(options.events ?? {});
  const css = `${uiCss}\n${options.css ?? ''}`;

  class Element extends HTMLElement implements KizunaElement {
    static readonly observedAttributes = ['base-url', 'locale', ...specs.map((spec) => spec.attribute)];

    #root: Root | null = null;
    #mount: HTMLDivElement | null = null;
    #portal: HTMLDivElement | null = null;
    #client: KizunaClient | undefined;
    #handlers: Record<string, (detail?: unknown) => void>;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = css;
      this.#mount = document.createElement('div');
      this.#mount.className = 'kz-Root';
      this.#mount.setAttribute('part', 'root');
      this.#portal = document.createElement('div');
      this.#portal.className = 'kz-Root kz-PortalRoot';
      shadow.append(style, this.#mount, this.#portal);
      this.#handlers = Object.fromEntries(
        events.map(([prop, type]) => [
          prop,
          (detail?: unknown) => {
            this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
          },
        ]),
      );
    }

    get client(): KizunaClient | undefined {
      return this.#client;
    }

    set client(client: KizunaClient | undefined) {
      this.#client = client;
      this.#render();
    }

    connectedCallback() {
      if (!this.#root && this.#mount) this.#root = createRoot(this.#mount);
      this.#render();
    }

    disconnectedCallback() {
      const root = this.#root;
      this.#root = null;
      root?.unmount();
    }

    attributeChangedCallback() {
      this.#render();
    }

    #render() {
      if (!this.#root) return;
      const props: Record<string, unknown> = { ...this.#handlers };
      for (const spec of specs)
        props[spec.prop] = readAttribute(this.getAttribute(spec.attribute), spec.type);
      const locale = resolveElementLocale(this.getAttribute('locale'));
      this.#root.render(
        <I18nProvider locale={locale}>
          <KizunaClientProvider client={this.#client} baseUrl={this.getAttribute('base-url') ?? undefined}>
            <PortalContainer container={this.#portal}>
              <Component {...(props as P)} />
            </PortalContainer>
          </KizunaClientProvider>
        </I18nProvider>,
      );
    }
  }

  customElements.define(tagName, Element);
  kizunaElementRegistry.set(tagName, Element);
  return Element;
}
