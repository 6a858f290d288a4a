import { useEffect } from 'react';

export interface HashChangeReloadEffectProps {
  /** What a hash change does. @default reloads the page */
  reload?: () => void;
}

/** While an error page is shown, a change of the URL hash reloads the page (spec 000 §2.4). */
export function HashChangeReloadEffect({ reload }: HashChangeReloadEffectProps): null {
  useEffect(() => {
    const onHashChange = () => (reload ? reload() : window.location.reload());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [reload]);
  return null;
}
