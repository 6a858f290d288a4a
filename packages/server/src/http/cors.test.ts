import { createCookieJar, createKizunaClient, ForbiddenError } from '@kizuna/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieValue, startTestServer, type TestServer } from '../../test/startTestServer.js';
import { loadConfig } from '../config.js';

const PORTAL = 'https://portal.corp.example';
const STRANGER = 'https://evil.example';

let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [server, plain] = await Promise.all([
    startTestServer({ embedOrigins: [PORTAL, 'http://intranet.corp.example:8443'] }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), plain?.close()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function corsHeadersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));
}

describe('CORS for the embed origins', () => {
  it('lets a portal page read API answers with the session, and exposes the error code', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const answer = await fetch(`${server.url}/api/browser/principal/user/info`, {
      headers: { Origin: PORTAL, Cookie: cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
    const exposed = answer.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['x-error-code', 'x-xsrf-token']));

    // Without a session the widget must still see the 401 and its code to show the sign-in state.
    const signedOut = await fetch(`${server.url}/api/browser/principal/user/info`, {
      headers: { Origin: PORTAL },
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(signedOut.headers.get('x-error-code')).toBeTruthy();
  });

  it('answers the preflight of a write with the headers and methods the client sends', async () => {
    const preflight = await fetch(`${server.url}/api/browser/principal/presence`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://intranet.corp.example:8443',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,x-requested-with,x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://intranet.corp.example:8443');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/\bPUT\b/);
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-requested-with', 'x-xsrf-token']));
  });

  it('covers face images, but not the app pages', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const face = await fetch(`${server.url}/front/faceImage/thumbnail`, {
      headers: { Origin: PORTAL, Cookie: cookie },
    });
    expect(face.status).toBe(200);
    expect(face.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const page = await fetch(`${server.url}/front/home`, { headers: { Origin: PORTAL } });
    expect(corsHeadersOf(page)).toEqual({});
  });

  it('gives other origins no CORS headers: the browser blocks their reads and preflights', async () => {
    const { cookie } = await server.rawSession('demoUser');
    for (const origin of [
      STRANGER,
      'https://portal.corp.example:444',
      'http://portal.corp.example',
      'null',
    ]) {
      const read = await fetch(`${server.url}/api/browser/principal/user/info`, {
        headers: { Origin: origin, Cookie: cookie },
      });
      expect(corsHeadersOf(read), origin).toEqual({});
      expect(read.headers.get('vary')).toMatch(/\bOrigin\b/);
      const preflight = await fetch(`${server.url}/api/browser/principal/presence`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
      });
      expect(corsHeadersOf(preflight), origin).toEqual({});
      expect(preflight.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('sends no CORS headers at all when no embed origin is configured', async () => {
    const read = await fetch(`${plain.url}/api/browser/principal/user/info`, { headers: { Origin: PORTAL } });
    expect(corsHeadersOf(read)).toEqual({});
    const preflight = await fetch(`${plain.url}/api/browser/principal/presence`, {
      method: 'OPTIONS',
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(corsHeadersOf(preflight)).toEqual({});
  });
});

describe('XSRF for pages of an embed origin', () => {
  it('GET /auth/xsrf hands an embed origin the token of its cookie, and nobody else', async () => {
    const fresh = await fetch(`${server.url}/api/browser/auth/xsrf`, { headers: { Origin: PORTAL } });
    const token = fresh.headers.get('x-xsrf-token');
    expect(token).toBe(cookieValue(fresh, 'XSRF-TOKEN'));
    expect(fresh.headers.get('cache-control')).toBe('no-store');

    const again = await fetch(`${server.url}/api/browser/auth/xsrf`, {
      headers: { Origin: PORTAL, Cookie: `XSRF-TOKEN=${token}` },
    });
    expect(again.headers.get('x-xsrf-token')).toBe(token);
    expect(again.headers.getSetCookie()).toEqual([]);

    for (const headers of [{ Origin: STRANGER }, {}] as Array<Record<string, string>>) {
      const refused = await fetch(`${server.url}/api/browser/auth/xsrf`, { headers });
      expect(refused.headers.get('x-xsrf-token')).toBeNull();
    }
    const plainAnswer = await fetch(`${plain.url}/api/browser/auth/xsrf`, { headers: { Origin: PORTAL } });
    expect(plainAnswer.headers.get('x-xsrf-token')).toBeNull();
  });

  it('a client on a portal page writes with the token from the header; a wrong header is still refused', async () => {
    // The page is on the portal: it cannot read Kizuna's cookies, the browser sends them along.
    vi.stubGlobal('location', new URL(`${PORTAL}/intranet/`));
    const browser = createCookieJar();
    const client = createKizunaClient({
      baseURL: server.url,
      fetch: browser.fetch,
      credentials: 'include',
      headers: { Origin: PORTAL },
    });
    await client.auth.login({
      body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
    });
    const set = await client.presence.setMyPresence({ body: { status: 'BUSY' } });
    expect(set.status).toBe('BUSY');
    expect((await client.presence.myPresence()).status).toBe('BUSY');

    const forged = createKizunaClient({
      baseURL: server.url,
      fetch: browser.fetch,
      headers: { Origin: PORTAL },
      xsrfToken: () => 'not-the-cookie',
    });
    await expect(forged.presence.setMyPresence({ body: { status: 'AVAILABLE' } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await client.presence.myPresence()).status).toBe('BUSY');
  });

  it('a portal client that took its token before the user signed in elsewhere fetches the new one once', async () => {
    vi.stubGlobal('location', new URL(`${PORTAL}/intranet/`));
    const browser = createCookieJar();
    const widget = createKizunaClient({
      baseURL: server.url,
      fetch: browser.fetch,
      credentials: 'include',
      headers: { Origin: PORTAL },
    });
    await widget.auth.xsrf();
    // The user signs in on Kizuna's own pages in the same browser: new session, new token.
    const kizunaPage = createKizunaClient({ baseURL: server.url, fetch: browser.fetch, cookieJar: browser });
    await kizunaPage.auth.login({
      body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
    });
    // A state-changing GET of the call panel is refused with the old token, then sent again.
    await expect(widget.calls.endCall({})).rejects.toMatchObject({ errorCode: 'ACTION_NOT_ALLOWED' });
    expect((await widget.presence.setMyPresence({ body: { status: 'AWAY' } })).status).toBe('AWAY');
  });

  it('a client on a page of another origin gets no token and its writes are refused', async () => {
    vi.stubGlobal('location', new URL(`${STRANGER}/`));
    const browser = createCookieJar();
    const client = createKizunaClient({
      baseURL: server.url,
      fetch: browser.fetch,
      headers: { Origin: STRANGER },
    });
    await expect(
      client.auth.login({ body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' } }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('cookie and origin settings', () => {
  it('marks the session and XSRF cookies SameSite=None when configured, Lax by default', async () => {
    const lax = await fetch(`${server.url}/api/browser/auth/xsrf`);
    expect(lax.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/);

    const crossSite = await startTestServer({
      cookieSameSite: 'None',
      secureCookies: true,
      embedOrigins: [PORTAL],
    });
    try {
      const first = await fetch(`${crossSite.url}/api/browser/auth/xsrf`, { headers: { Origin: PORTAL } });
      const xsrf = first.headers.get('x-xsrf-token') ?? '';
      expect(first.headers.getSetCookie()[0]).toMatch(/SameSite=None.*Secure|Secure.*SameSite=None/);
      const login = await fetch(`${crossSite.url}/api/browser/auth/login`, {
        method: 'POST',
        headers: {
          Origin: PORTAL,
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': xsrf,
          Cookie: `XSRF-TOKEN=${xsrf}`,
        },
        body: JSON.stringify({ tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' }),
      });
      expect(login.status).toBe(204);
      const session = login.headers.getSetCookie().find((header) => header.startsWith('KIZUNA_SESSION='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=None/);
      expect(session).toMatch(/Secure/);
    } finally {
      await crossSite.close();
    }
  });

  it('reads KIZUNA_EMBED_ORIGINS and KIZUNA_COOKIE_SAMESITE, refusing what would not work', () => {
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(loadConfig({}).cookieSameSite).toBe('Lax');
    expect(
      loadConfig({ KIZUNA_EMBED_ORIGINS: ' https://portal.corp.example, http://localhost:3000 ,' })
        .embedOrigins,
    ).toEqual(['https://portal.corp.example', 'http://localhost:3000']);
    for (const bad of [
      'https://portal.corp.example/',
      'portal.corp.example',
      'https://*.corp.example',
      'ftp://x.example',
    ])
      expect(() => loadConfig({ KIZUNA_EMBED_ORIGINS: bad }), bad).toThrow(/KIZUNA_EMBED_ORIGINS/);
    expect(() => loadConfig({ KIZUNA_COOKIE_SAMESITE: 'None' })).toThrow(/KIZUNA_SECURE_COOKIES/);
    expect(() => loadConfig({ KIZUNA_COOKIE_SAMESITE: 'Strict' })).toThrow(/Lax or None/);
    expect(loadConfig({ KIZUNA_COOKIE_SAMESITE: 'none', KIZUNA_SECURE_COOKIES: '1' }).cookieSameSite).toBe(
      'None',
    );
  });
});
