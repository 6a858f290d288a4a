import type { MiddlewareHandler } from 'hono';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every response: the time the server spent on the request,
 * so a benchmark (or the browser's devtools) can tell server work from the network round trip.
 */
export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(2)}`);
  };
}
