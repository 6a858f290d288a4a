/**
 * The attribute that marks a page's main content: when the focus would fall to the page body (a
 * dialog closed whose trigger left the page, a popup that took the focus went away), it goes to
 * the content's main heading instead, or to the content itself.
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

/** Whether the focus is nowhere (on the page body) or on an element that left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * When the focus is lost, moves it to the first of `preferred` still on the page, else to the main
 * heading of the marked content (made focusable with tabIndex -1), else to the content. Does
 * nothing when the focus is somewhere.
 */
export function restoreLostFocus(...preferred: (Element | null | undefined)[]): void {
  if (!focusIsLost()) return;
  const usable = preferred.find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.isConnected && element !== document.body,
  );
  const content = document.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
  const heading = content?.querySelector<HTMLElement>('h1');
  if (usable) {
    usable.focus();
  } else if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  } else {
    content?.focus();
  }
}

/**
 * Watches the focused element for `ms`: when it leaves the page with the focus on it (the row of a
 * confirmed delete goes once the server has answered), the focus goes where `restoreLostFocus`
 * puts it. Stops early when the focus moves on.
 */
export function keepFocusFromBeingLost(ms = 10_000): void {
  const watched = document.activeElement;
  if (!watched || watched === document.body) return;
  const observer = new MutationObserver(() => {
    if (watched.isConnected) return;
    stop();
    restoreLostFocus();
  });
  const onFocusIn = () => {
    if (document.activeElement !== watched) stop();
  };
  const timer = setTimeout(stop, ms);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
}
