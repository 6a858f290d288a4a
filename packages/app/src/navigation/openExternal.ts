import { checkNavigation } from './navigationGuard';
import type { NavigationPolicy } from './navigationGuard';
import { DEEP_LINK_PROTOCOLS, EXTERNAL_HOST_ALLOW_LIST } from './appConfig';

export function defaultNavigationPolicy(extraProtocols: readonly string[] = []): NavigationPolicy {
  return {
    origin: window.location.origin,
    allowedHosts: EXTERNAL_HOST_ALLOW_LIST,
    extraProtocols: [...DEEP_LINK_PROTOCOLS, ...extraProtocols],
  };
}

/** Opens `target` in a new tab when the guard allows it; returns whether it did. */
export function openExternal(target: string, policy: NavigationPolicy = defaultNavigationPolicy()): boolean {
  const verdict = checkNavigation(target, policy);
  if (!verdict.allowed) {
    console.warn(`Navigation refused (${verdict.reason})`);
    return false;
  }
  window.open(verdict.url.href, '_blank', 'noopener,noreferrer');
  return true;
}
