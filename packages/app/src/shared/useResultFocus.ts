import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to a result summary once the results of a search have come, so a screen reader
 * reads how many were found and the keyboard goes on from the results. `searched` is called when
 * the user searches; `ready` says the results shown are the current ones.
 */
export function useResultFocus<E extends HTMLElement>(ready: boolean) {
  const ref = useRef<E>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || !ready) return;
    setPending(false);
    ref.current?.focus();
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
