import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@kizuna/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieSameSite, ServerConfig } from '../config.js';
import { hashSessionToken, SESSION_COOKIE } from '../modules/auth/index.js';
import { secretKeyFor } from '../secretBox.js';

/**
 * The XSRF tokens of a server. Nothing is stored: every node that shares `KIZUNA_SECRET_KEY`
 * derives the same token for a session and recognises the same pre-session tokens.
 */
export interface XsrfTokens {
  /** The one token of a session: an HMAC of its id (the stored hash of the session cookie). */
  forSession(sessionCookie: string): string;
  /** A new token for a browser without a session (the sign-in page): a random value and its HMAC. */
  preSession(): string;
  /** Whether a token is a pre-session token this server (or a node sharing its key) made. */
  isPreSession(token: string): boolean;
}

export function createXsrfTokens(secretKey: Buffer): XsrfTokens {
  // A key of its own, so an XSRF token can never stand for anything else made with the secret key.
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'kizuna xsrf token', 32));
  // The labels keep the two kinds apart: a session id never passes as a pre-session value.
  const mac = (label: string, value: string) =>
    createHmac('sha256', key).update(`${label}\0${value}`).digest('base64url');
  return {
    forSession: (sessionCookie) => mac('session', hashSessionToken(sessionCookie)),
    preSession() {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${mac('pre-session', nonce)}`;
    },
    isPreSession(token) {
      const [nonce, signature, ...rest] = token.split('.');
      return (
        rest.length === 0 &&
        nonce !== undefined &&
        signature !== undefined &&
        /^[\w-]{32}$/.test(nonce) &&
        sameText(signature, mac('pre-session', nonce))
      );
    },
  };
}

const tokensByConfig = new WeakMap<object, XsrfTokens>();

/** The XSRF tokens of a server configuration (its secret key), made once. */
export function xsrfTokensFor(config: ServerConfig): XsrfTokens {
  let tokens = tokensByConfig.get(config);
  if (!tokens) {
    tokens = createXsrfTokens(secretKeyFor(config));
    tokensByConfig.set(config, tokens);
  }
  return tokens;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The header must repeat the cookie (which only our own pages can read, and which a page of
 * another site cannot send as a header), and the token must be the one of the session the request
 * comes with. Without a live session (signing in), a pre-session token made by the server also
 * does; with one, only the session's own token does, so a token from another browser or another
 * session is refused.
 */
export function hasValidXsrfToken(c: Context, tokens: XsrfTokens, signedIn: boolean): boolean {
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header(XSRF_HEADER);
  if (!cookie || !header || !sameText(cookie, header)) return false;
  const session = getCookie(c, SESSION_COOKIE);
  if (session && sameText(header, tokens.forSession(session))) return true;
  return !signedIn && tokens.isPreSession(header);
}

/**
 * The session cookie the browser holds once it has this response: the one the response sets
 * (sign-in), none when the response deletes it (sign-out, an ended session), else the request's.
 */
function sessionCookieAfter(c: Context, before: string | undefined): string | undefined {
  let after = before;
  for (const line of c.res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    if (!pair.startsWith(`${SESSION_COOKIE}=`)) continue;
    const value = pair.slice(SESSION_COOKIE.length + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    after = value === '' || expired ? undefined : decodeURIComponent(value);
  }
  return after;
}

/**
 * Keeps the XSRF cookie the token of the session the browser holds after each response: the
 * pre-session token before sign-in, the session's own token from the sign-in answer on (so it
 * changes at every sign-in), and a new pre-session token once the session is gone. Where
 * `revealToken` says so (a page of an embed origin, which cannot read our cookie), the answer
 * also carries the token in the XSRF header.
 */
export function xsrfCookie(options: {
  tokens: XsrfTokens;
  secure: boolean;
  sameSite: CookieSameSite;
  /** `changed`: this answer sets a new token (first visit, sign-in, sign-out). */
  revealToken?: (c: Context, changed: boolean) => boolean;
}): MiddlewareHandler {
  const { tokens } = options;
  return async (c, next) => {
    const existing = getCookie(c, XSRF_COOKIE);
    const sessionBefore = getCookie(c, SESSION_COOKIE);
    await next();
    const session = sessionCookieAfter(c, sessionBefore);
    const token = session
      ? tokens.forSession(session)
      : existing && tokens.isPreSession(existing)
        ? existing
        : tokens.preSession();
    const changed = token !== existing;
    if (changed) {
      setCookie(c, XSRF_COOKIE, token, {
        path: '/',
        sameSite: options.sameSite,
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (options.revealToken?.(c, changed)) {
      c.header(XSRF_HEADER, token);
      c.header('Cache-Control', 'no-store');
    }
  };
}
