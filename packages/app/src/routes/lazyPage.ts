import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route component loaded on the first visit of its route, so the first load of the app carries
 * the sign-in page and the shell only. The route's loader stays in the main bundle and runs while
 * the module arrives. `loadMessages`, when given, loads what the page shows of the catalogue
 * (alongside the module), so the page never renders before its messages are there.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  loadMessages?: () => Promise<void>,
): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadMessages?.()]);
    return { Component };
  };
}
