import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { focusIsLost } from '../shared/focusIsLost';

/**
 * After a move to another page, the focus goes to the new page's main heading (made focusable
 * with tabIndex -1), so a screen reader announces it and Tab continues from the page, not from
 * the top of the document. Only when the focus was lost with the old page or sits in the
 * navigation: a page that placed the focus itself (a search's result summary) keeps it. A page
 * whose heading renders later (its code still loading) is watched for a few seconds.
 */
export function usePageHeadingFocus(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = content.current;
    if (!root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsLost() || document.activeElement?.closest('nav')) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, content]);
}
