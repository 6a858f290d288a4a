/** Schemes that can run code or smuggle content; never followed, whatever the allow-list says. */
const REFUSED_PROTOCOLS = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

/** Schemes that hand a number or address to another program instead of loading a page. */
const HANDOFF_PROTOCOLS = new Set(['tel:', 'mailto:', 'sip:', 'sips:', 'callto:']);

export interface NavigationPolicy {
  /** Origin of the app itself; same-origin URLs are always allowed. */
  origin: string;
  /** Hosts outside the app that may be opened (`teams.microsoft.com`, or `*.example.com` for subdomains). */
  allowedHosts: readonly string[];
  /** Extra URL schemes allowed, e.g. the tenant's dynamic call scheme (`sip`). */
  extraProtocols?: readonly string[];
}

export type NavigationVerdict =
  { allowed: true; url: URL } | { allowed: false; reason: 'invalid' | 'protocol' | 'host' };

function hostMatches(host: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  if (wanted.startsWith('*.')) {
    const suffix = wanted.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  }
  return host === wanted;
}

/** Decides whether the app may navigate to `target` (absolute, or relative to the app's origin). */
export function checkNavigation(target: string, policy: NavigationPolicy): NavigationVerdict {
  let url: URL;
  try {
    // Control characters and whitespace inside a scheme are ignored by browsers (`java\tscript:`).
    url = new URL(target.trim(), policy.origin);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  const protocol = url.protocol.toLowerCase();
  if (REFUSED_PROTOCOLS.has(protocol)) return { allowed: false, reason: 'protocol' };
  if (HANDOFF_PROTOCOLS.has(protocol)) return { allowed: true, url };
  if (policy.extraProtocols?.some((p) => `${p.toLowerCase().replace(/:$/, '')}:` === protocol)) {
    return { allowed: true, url };
  }
  if (protocol !== 'http:' && protocol !== 'https:') return { allowed: false, reason: 'protocol' };
  if (url.origin === new URL(policy.origin).origin) return { allowed: true, url };
  const host = url.hostname.toLowerCase();
  if (policy.allowedHosts.some((pattern) => hostMatches(host, pattern))) return { allowed: true, url };
  return { allowed: false, reason: 'host' };
}
