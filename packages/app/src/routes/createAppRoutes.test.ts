// @vitest-environment node
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ShellLoaders } from '../features/session';
import { createAppRoutes } from './createAppRoutes';

const loaders = { pageLoader: () => () => null } as unknown as ShellLoaders;

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

/** A route's `lazy`, with a catalogue whose `pages` part arrives when `deliver` is called. */
function lazyRoute(path: string) {
  let deliver = () => {};
  const messages = new Promise<void>((resolve) => (deliver = resolve));
  const loadPageMessages = vi.fn(() => messages);
  const route = routeAt(createAppRoutes(loaders, { loadPageMessages }), path);
  return { lazy: route?.lazy as () => Promise<RouteObject>, loadPageMessages, deliver };
}

describe('app routes', () => {
  it("render a page other than home only once the catalogue's pages part is loaded", async () => {
    await import('./CompanyListRoute');
    const { lazy, loadPageMessages, deliver } = lazyRoute('companies/companyList');
    let loaded = false;
    const done = lazy().then((route) => {
      loaded = true;
      return route;
    });
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadPageMessages).toHaveBeenCalledOnce();
    expect(loaded).toBe(false);
    deliver();
    expect((await done).Component).toBeTypeOf('function');
  });

  it('render home without waiting for the pages part', async () => {
    const { lazy, loadPageMessages } = lazyRoute('home');
    expect((await lazy()).Component).toBeTypeOf('function');
    expect(loadPageMessages).not.toHaveBeenCalled();
  });
});
