import type { MiddlewareHandler } from 'hono';

/**
 * The policy of the pages Kizuna serves (the app under `/front`, the widgets and their demo under
 * `/widgets`): scripts only from files of this origin, never inline, so injected markup cannot run.
 * Styles may be inline: react-aria adds `<style>` elements (press and scroll-lock rules) and the
 * custom elements put their CSS in a `<style>` of their shadow root; a style cannot run script.
 * `'self'` in connect-src also covers the events WebSocket of this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sets the policy on every answer of the routes it guards, files, fallbacks and 404s alike. */
export function contentSecurityPolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A copy: the Node adapter may send a plain text answer from what it was created with.
    const response = new Response(c.res.body, c.res);
    response.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.res = response;
  };
}
