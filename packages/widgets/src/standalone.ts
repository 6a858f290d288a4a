// The one-script-tag loader (`kizuna-widgets.js`): registers every Kizuna element at once and
// fetches the code that draws an element when the first one is connected to the page, so a page
// with only a presence badge loads no search or call-panel code. The views are ES modules next
// to this script; `window.KizunaWidgets` exposes the element table and `load(tagName)`.
import {
  defineElementShell,
  kizunaElementRegistry,
  resolveElementLocale,
  type ElementView,
} from './elements/elementShell';
import { ELEMENT_SPECS, type KizunaTagName } from './elements/elementSpecs';

/** Each element's view module, by tag name: file names next to this script (set by the build). */
declare const __KIZUNA_WIDGET_VIEWS__: Record<KizunaTagName, string>;

// A classic script knows its own address while it runs; the views are fetched relative to it.
const scriptUrl =
  document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? document.currentScript.src
    : location.href;

const views = new Map<string, Promise<ElementView>>();

/** Fetches (once) the code that draws `tagName`; elements already on the page draw when it arrives. */
export function load(tagName: KizunaTagName): Promise<ElementView> {
  let view = views.get(tagName);
  if (!view) {
    const url = new URL(__KIZUNA_WIDGET_VIEWS__[tagName], scriptUrl).href;
    view = (import(/* @vite-ignore */ url) as Promise<{ default: ElementView }>).then(
      (module) => module.default,
    );
    views.set(tagName, view);
  }
  return view;
}

for (const tagName of Object.keys(ELEMENT_SPECS) as KizunaTagName[])
  defineElementShell(tagName, ELEMENT_SPECS[tagName], () => load(tagName));

export { ELEMENT_SPECS, kizunaElementRegistry, resolveElementLocale };
