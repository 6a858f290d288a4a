import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route component loaded on the first visit of its route, so the first load of the app carries
 * the sign-in page and the shell only. The route's loader stays in the main bundle and runs while
 * the module arrives.
 */
export function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}
