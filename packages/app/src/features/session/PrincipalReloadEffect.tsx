import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { selectPrincipalStaleSince, usePrincipalStore } from './principalStore';

/**
 * Loads the principal again when the server says it changed (the events socket's
 * `principalChanged`): a feature the operator turned off leaves the menus at once.
 */
export function PrincipalReloadEffect() {
  const staleSince = usePrincipalStore(selectPrincipalStaleSince);
  const seen = useRef(staleSince);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (staleSince === seen.current) return;
    seen.current = staleSince;
    void revalidate();
  }, [staleSince, revalidate]);
  return null;
}
