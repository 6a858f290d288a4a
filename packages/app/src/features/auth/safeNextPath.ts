import { APP_BASENAME } from '../../navigation/appBasename';

/** The landing route: it sends the user on to the login destination or the start page. */
export const INIT_PAGE = '/initPage';

/** Only used to parse `next` as the browser would; never contacted. */
const PARSE_ORIGIN = 'https://kizuna.invalid';

/** Routes that are no page to continue to: signing in again, and the error pages. */
const NOT_A_DESTINATION = /^\/(?:login|error)(?:\/|$)/;

/** Backslashes (browsers read them as slashes) and control characters (tabs and newlines vanish). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** The path fully percent-decoded (`%256c` is `l` in the end), or null when it does not decode. */
function decodedFully(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * The in-app path (without the `/front` base) to continue to after sign-in, or `/initPage`.
 * Only paths inside the app are honoured, so a crafted link cannot send the user elsewhere, and
 * never the sign-in page itself, however it is written (case, percent-encoding, `.`/`..`
 * segments, doubled slashes, characters the browser drops), so no link leaves a person stuck there.
 */
export function safeNextPath(next: string | null): string {
  // Absolute and protocol-relative URLs, backslashes (read as slashes) and control characters
  // (tabs and newlines are dropped by the browser's URL parser) are refused as written.
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next))
    return INIT_PAGE;
  let url: URL;
  try {
    url = new URL(next, PARSE_ORIGIN);
  } catch {
    return INIT_PAGE;
  }
  if (url.origin !== PARSE_ORIGIN || url.pathname.includes('//')) return INIT_PAGE;
  // What the router will match: decoded, case-insensitive, dot segments resolved, slashes squeezed.
  const decoded = decodedFully(url.pathname);
  if (decoded === null || UNSAFE_CHARACTERS.test(decoded)) return INIT_PAGE;
  let resolved: string;
  try {
    resolved = new URL(decoded.replace(/\/{2,}/g, '/'), PARSE_ORIGIN).pathname.toLowerCase();
  } catch {
    return INIT_PAGE;
  }
  const base = APP_BASENAME.toLowerCase();
  if (!resolved.startsWith(`${base}/`) || !url.pathname.startsWith(`${APP_BASENAME}/`)) return INIT_PAGE;
  const inApp = resolved.slice(base.length);
  if (inApp === '/' || NOT_A_DESTINATION.test(inApp)) return INIT_PAGE;
  return `${url.pathname.slice(APP_BASENAME.length)}${url.search}${url.hash}`;
}
