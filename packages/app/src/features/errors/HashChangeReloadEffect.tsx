import { useEffect } from 'react';

/** While an error page is shown, a change of the URL hash reloads the page (spec 000 §2.4). */
export function HashChangeReloadEffect(): null {
  useEffect(() => {
    const onHashChange = () => window.location.reload();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return null;
}
