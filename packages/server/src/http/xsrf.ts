import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@kizuna/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieSameSite } from '../config.js';

export function isWriteMethod(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}

/** Double submit: the header must repeat the cookie, which only our own pages can read. */
export function hasValidXsrfToken(c: Context): boolean {
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header(XSRF_HEADER);
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Gives every response that arrives without the XSRF cookie a fresh one. Where `revealToken` says
 * so (the token endpoint, asked by a page of an embed origin, which cannot read our cookie), the
 * answer also carries the token in the XSRF header; writes still need cookie and header to agree.
 */
export function xsrfCookie(options: {
  secure: boolean;
  sameSite: CookieSameSite;
  revealToken?: (c: Context) => boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    const existing = getCookie(c, XSRF_COOKIE);
    const token = existing || randomBytes(32).toString('base64url');
    await next();
    if (!existing) {
      setCookie(c, XSRF_COOKIE, token, {
        path: '/',
        sameSite: options.sameSite,
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (options.revealToken?.(c)) {
      c.header(XSRF_HEADER, token);
      c.header('Cache-Control', 'no-store');
    }
  };
}
