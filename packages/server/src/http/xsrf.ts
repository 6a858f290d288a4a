import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@kizuna/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

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

/** Gives every response that arrives without the XSRF cookie a fresh one. */
export function xsrfCookie(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const missing = !getCookie(c, XSRF_COOKIE);
    await next();
    if (missing) {
      setCookie(c, XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
  };
}
