import { ERROR_CODE_HEADER, XSRF_HEADER } from '@kizuna/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';

/** Paths that pages of the embed origins may call with the user's Kizuna cookies. */
export const EMBED_CORS_PATHS = ['/api/browser/*', '/front/faceImage/*'] as const;

/** The request headers our client sends besides the CORS-safelisted ones. */
const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'X-Requested-With', XSRF_HEADER].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const EXPOSED_HEADERS = [ERROR_CODE_HEADER, XSRF_HEADER].join(', ');
/** Browsers cap this anyway (Chromium at 2 h); 10 min keeps a changed allow-list quick to apply. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Reads `KIZUNA_EMBED_ORIGINS`: a comma list of exact origins (`https://portal.corp.example`), no
 * paths or wildcards, so a typo fails at start-up instead of silently allowing nothing or too much.
 */
export function parseEmbedOrigins(value: string | undefined): readonly string[] {
  if (!value) return [];
  const origins = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin || origin.includes('*'))
      throw new Error(
        `KIZUNA_EMBED_ORIGINS must list origins like https://portal.example.com (scheme, host and port only), got "${origin}"`,
      );
  }
  return origins;
}

/** True when the request comes from a page on one of the embed origins. */
export function isEmbedOrigin(c: Context, origins: readonly string[]): boolean {
  const origin = c.req.header('Origin');
  return origin !== undefined && origins.includes(origin);
}

function appendVary(c: Context, value: string) {
  const vary = c.res.headers.get('Vary');
  if (!vary) c.res.headers.set('Vary', value);
  else if (!vary.split(',').some((part) => part.trim().toLowerCase() === value.toLowerCase()))
    c.res.headers.set('Vary', `${vary}, ${value}`);
}

/**
 * CORS with credentials for the embed origins only: their pages (intranet portals) use the widgets
 * with the user's Kizuna session. Any other origin gets no CORS headers, so browsers keep its pages
 * from reading answers or sending the non-simple requests the API needs.
 */
export function embedCors(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (origins.length === 0) return next();
    const allowed = isEmbedOrigin(c, origins);
    if (allowed && c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': c.req.header('Origin') ?? '',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        Vary: 'Origin',
      });
    }
    await next();
    // Caches must not hand one origin's answer (with or without CORS headers) to another.
    appendVary(c, 'Origin');
    if (!allowed) return;
    c.res.headers.set('Access-Control-Allow-Origin', c.req.header('Origin') ?? '');
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  };
}
