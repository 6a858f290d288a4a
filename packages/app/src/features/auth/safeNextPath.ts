import { APP_BASENAME } from '../session';

/** The landing route: it sends the user on to the login destination or the start page. */
export const INIT_PAGE = '/initPage';

/**
 * The in-app path (without the `/front` base) to continue to after sign-in, or `/initPage`.
 * Only paths inside the app are honoured, so a crafted link cannot send the user elsewhere.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith(`${APP_BASENAME}/`) || next.startsWith('//') || next.includes('\\'))
    return INIT_PAGE;
  const path = next.slice(APP_BASENAME.length);
  if (path === '/' || path.startsWith('/login') || path.startsWith('/error/')) return INIT_PAGE;
  return path;
}
