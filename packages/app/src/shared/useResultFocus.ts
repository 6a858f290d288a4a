import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to a result summary once the results of a search have come, so a screen reader
 * reads how many were found and the keyboard goes on from the results. `searched` is called when
 * the user searches; `ready` says the results shown are the current ones. When the first result is
 * below the fold, the summary is brought to the top of the window.
 */
export function useResultFocus<E extends HTMLElement>(ready: boolean) {
  const ref = useRef<E>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || !ready) return;
    setPending(false);
    const summary = ref.current;
    if (!summary) return;
    summary.focus();
    // On a phone the search form can push the results below the fold: the summary then comes up
    // to the top, so the first result is seen without scrolling.
    const first = summary.parentElement?.querySelector('[role="rowheader"]')?.closest('[role="row"]');
    if (first && first.getBoundingClientRect().bottom > window.innerHeight)
      summary.scrollIntoView({ block: 'start' });
  }, [pending, ready]);
  const searched = () => setPending(true);
  /** `search`, after which the summary takes the focus. */
  function afterSearch<A extends unknown[]>(search: (...args: A) => void) {
    return (...args: A) => {
      searched();
      search(...args);
    };
  }
  return { ref, searched, afterSearch };
}
