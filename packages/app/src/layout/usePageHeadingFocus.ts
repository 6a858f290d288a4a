import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, the focus goes to the new page's main heading, so a screen reader
 * announces it and Tab continues from the page, not from the top of the document. Only when the
 * focus was lost with the old page or sits in the navigation: a page that placed the focus itself
 * (a search's result summary) keeps it. The code loads on the first move (home stays light).
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
    let stop: (() => void) | null = null;
    let active = true;
    void import('./focusPageHeading').then((module) => {
      if (active) stop = module.focusPageHeading(root);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [pathname, content]);
}
