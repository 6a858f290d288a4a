export interface CookieJar {
  /** A fetch that sends the stored cookies and stores what the server sets. */
  readonly fetch: typeof globalThis.fetch;
  get(name: string): string | undefined;
  clear(): void;
}

/**
 * A cookie store for callers without a browser (Node scripts, tests, the CLI): one session per jar.
 * It keeps name=value pairs only and ignores Domain and Path, since one jar talks to one server.
 */
export function createCookieJar(baseFetch: typeof globalThis.fetch = globalThis.fetch): CookieJar {
  const cookies = new Map<string, string>();

  function store(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      return (
        (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) <= Date.now())
      );
    });
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }

  const jarFetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await baseFetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) store(setCookie);
    return response;
  };

  return {
    fetch: jarFetch,
    get: (name) => {
      const raw = cookies.get(name);
      return raw === undefined ? undefined : safeDecode(raw);
    },
    clear: () => cookies.clear(),
  };
}

/** Cookie values arrive percent-encoded (Hono encodes them); the header must carry the plain value. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A cookie's value out of a `document.cookie`-style string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return safeDecode(part.slice(separator + 1).trim());
  }
  return undefined;
}
