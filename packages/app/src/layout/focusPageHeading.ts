import { focusIsLost } from '@kizuna/ui';

/**
 * Moves the focus to the main heading of the page in `root` (made focusable with tabIndex -1)
 * when the focus was lost with the old page or sits in the navigation; a page whose heading
 * renders later is watched for a few seconds. Returns the function that stops watching.
 */
export function focusPageHeading(root: HTMLElement): () => void {
  const focusHeading = (): boolean => {
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (focusIsLost() || document.activeElement?.closest('nav')) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  const stop = setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    clearTimeout(stop);
  };
}
