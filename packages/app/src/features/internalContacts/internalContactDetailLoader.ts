import type { LoaderFunctionArgs } from 'react-router';
import { PageNotFoundError } from '../../errors/PageNotFoundError';
import type { PageRequirements, ShellLoaders } from '../session';
import { useInternalContactsStore } from './internalContactsStore';

/** Whether this loader runs for the document the browser opened at this very URL (not an in-app move). */
function createDirectEntryCheck() {
  let documentEntryTaken = false;
  return (request: Request): boolean => {
    if (documentEntryTaken || typeof performance === 'undefined') return false;
    documentEntryTaken = true;
    const [entry] = performance.getEntriesByType('navigation');
    return entry !== undefined && new URL(entry.name).pathname === new URL(request.url).pathname;
  };
}

/**
 * Loader of `/internalContacts/detail/:id`: the page checks, then, on a direct entry by URL, loads the
 * person so a failure shows the 404 page at once and sets the flag by which the page skips its own
 * first load (spec 001 §4). Moves inside the app leave loading to the page, which shows skeletons.
 */
export function createInternalContactDetailLoader(loaders: ShellLoaders, requirements: PageRequirements) {
  const check = loaders.pageLoader(requirements);
  const isDirectEntry = createDirectEntryCheck();
  return async (args: LoaderFunctionArgs) => {
    const direct = isDirectEntry(args.request);
    await check(args);
    if (!direct) return null;
    const contactId = Number(args.params.id);
    try {
      const detail = await loaders.client.internalContacts.detail({ params: { contactId } });
      useInternalContactsStore.getState().setPreloadedDetail(detail);
    } catch {
      throw new PageNotFoundError();
    }
    return null;
  };
}
