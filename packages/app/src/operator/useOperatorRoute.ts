import { useCallback, useEffect, useState } from 'react';

export type OperatorRoute =
  { page: 'tenants' } | { page: 'tenant'; id: number } | { page: 'audit'; tenant?: string };

export function routeOf(location: Pick<Location, 'pathname' | 'search'>): OperatorRoute {
  const tenant = /^\/operator\/tenants\/(\d{1,15})\/?$/.exec(location.pathname);
  if (tenant) return { page: 'tenant', id: Number(tenant[1]) };
  if (/^\/operator\/audit\/?$/.test(location.pathname)) {
    const code = new URLSearchParams(location.search).get('tenant');
    return code ? { page: 'audit', tenant: code } : { page: 'audit' };
  }
  return { page: 'tenants' };
}

export function pathOf(route: OperatorRoute): string {
  switch (route.page) {
    case 'tenants':
      return '/operator/';
    case 'tenant':
      return `/operator/tenants/${route.id}`;
    case 'audit':
      return route.tenant ? `/operator/audit?tenant=${encodeURIComponent(route.tenant)}` : '/operator/audit';
    default:
      return route satisfies never;
  }
}

/** The console's page from the address bar; `navigate` adds a history entry. */
export function useOperatorRoute(): { route: OperatorRoute; navigate: (route: OperatorRoute) => void } {
  const [route, setRoute] = useState(() => routeOf(window.location));
  useEffect(() => {
    const onPop = () => setRoute(routeOf(window.location));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: OperatorRoute) => {
    window.history.pushState(null, '', pathOf(next));
    setRoute(next);
    window.scrollTo(0, 0);
  }, []);
  return { route, navigate };
}
