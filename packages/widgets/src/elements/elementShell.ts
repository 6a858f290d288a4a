import type { KizunaClient } from '@kizuna/api-client';

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeSpec {
  /** Prop name; by default the attribute name in camelCase (`contact-id` → `contactId`). */
  prop?: string;
  /** @default 'string' */
  type?: AttributeType;
}

/** What an element takes and fires: everything about it but the code that draws it. */
export interface KizunaElementSpec {
  /** Attributes mapped to props, besides `base-url` and `locale` which every element takes. */
  attributes?: Record<string, AttributeType | AttributeSpec>;
  /**
   * Callback props re-dispatched as DOM events: `{ onSelect: 'kizuna-select' }` makes the element
   * fire a bubbling, composed `CustomEvent('kizuna-select', { detail })` with the first argument.
   */
  events?: Record<string, string>;
}

/** What the element hands its view on every change. */
export interface ElementViewState {
  props: Record<string, unknown>;
  locale: string;
  baseUrl: string | undefined;
  client: KizunaClient | undefined;
}

/** A mounted view inside one element's shadow root. */
export interface ElementViewInstance {
  render(state: ElementViewState): void;
  unmount(): void;
}

/** The code that draws an element: mounts into the element's shadow root. */
export interface ElementView {
  mount(target: { mount: HTMLElement; portal: HTMLElement; style: HTMLStyleElement }): ElementViewInstance;
}

/** The element class a definition registers. */
export interface KizunaElement extends HTMLElement {
  /** A client to use instead of one created from `base-url`. */
  client: KizunaClient | undefined;
}

export type KizunaElementConstructor = new () => KizunaElement;

/** Every Kizuna element defined on this page, by tag name. */
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
 * Registers a custom element whose view is given, or loaded on first use: the element exists at
 * once (attributes, `client`, events, `customElements.whenDefined`), and the code that draws it is
 * fetched when the first such element is connected to a page — once per tag, shared by every
 * element of it. Defining a tag twice returns the first definition.
 */
export function defineElementShell(
  tagName: string,
  spec: KizunaElementSpec,
  view: ElementView | (() => Promise<ElementView>),
): KizunaElementConstructor {
  const existing = kizunaElementRegistry.get(tagName) ?? customElements.get(tagName);
  if (existing) return existing as KizunaElementConstructor;

  const specs = Object.entries(spec.attributes ?? {}).map(([attribute, attributeSpec]) => {
    const full = typeof attributeSpec === 'string' ? { type: attributeSpec } : attributeSpec;
    return { attribute, prop: full.prop ?? camelCase(attribute), type: full.type ?? 'string' };
  });
  const events = Object.entries(spec.events ?? {});
  let loading: Promise<ElementView> | null = null;
  const loadView = (): ElementView | Promise<ElementView> =>
    typeof view === 'function' ? (loading ??= view()) : view;

  class Element extends HTMLElement implements KizunaElement {
    static readonly observedAttributes = ['base-url', 'locale', ...specs.map((s) => s.attribute)];

    #target: { mount: HTMLDivElement; portal: HTMLDivElement; style: HTMLStyleElement };
    #instance: ElementViewInstance | null = null;
    #connected = false;
    #client: KizunaClient | undefined;
    #handlers: Record<string, (detail?: unknown) => void>;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      const mount = document.createElement('div');
      mount.className = 'kz-Root';
      mount.setAttribute('part', 'root');
      const portal = document.createElement('div');
      portal.className = 'kz-Root kz-PortalRoot';
      shadow.append(style, mount, portal);
      this.#target = { mount, portal, style };
      this.#handlers = Object.fromEntries(
        events.map(([prop, type]) => [
          prop,
          (detail?: unknown) => {
            this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
          },
        ]),
      );
      // A `client` set on the element before its definition arrived shadows the accessor.
      if (Object.prototype.hasOwnProperty.call(this, 'client')) {
        const client = (this as { client?: KizunaClient }).client;
        delete (this as { client?: KizunaClient }).client;
        this.#client = client;
      }
    }

    get client(): KizunaClient | undefined {
      return this.#client;
    }

    set client(client: KizunaClient | undefined) {
      this.#client = client;
      this.#render();
    }

    connectedCallback() {
      this.#connected = true;
      const loaded = loadView();
      if (!(loaded instanceof Promise)) this.#mount(loaded);
      else
        loaded.then(
          (ready) => this.#mount(ready),
          (error: unknown) => {
            console.error(`Kizuna: could not load <${tagName}>`, error);
            this.dispatchEvent(
              new CustomEvent('kizuna-load-error', { detail: { tagName }, bubbles: true, composed: true }),
            );
          },
        );
    }

    disconnectedCallback() {
      this.#connected = false;
      const instance = this.#instance;
      this.#instance = null;
      instance?.unmount();
    }

    attributeChangedCallback() {
      this.#render();
    }

    #mount(ready: ElementView) {
      if (!this.#connected || this.#instance) return;
      this.#instance = ready.mount(this.#target);
      this.#render();
    }

    #render() {
      if (!this.#instance) return;
      const props: Record<string, unknown> = { ...this.#handlers };
      for (const s of specs) props[s.prop] = readAttribute(this.getAttribute(s.attribute), s.type);
      this.#instance.render({
        props,
        locale: resolveElementLocale(this.getAttribute('locale')),
        baseUrl: this.getAttribute('base-url') ?? undefined,
        client: this.#client,
      });
    }
  }

  customElements.define(tagName, Element);
  kizunaElementRegistry.set(tagName, Element);
  return Element;
}
