import { enableShadowDOM } from 'react-stately/private/flags/flags';

/**
 * Turns on react-aria's shadow DOM handling (composed event paths, focus inside shadow roots) for the
 * whole page. Components rendered inside a shadow root need it: without it a press that starts in
 * the shadow tree looks, to the document listeners, as if it ended outside the button.
 */
export function enableShadowDomSupport(): void {
  enableShadowDOM();
}
