import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, DEMO_ACCOUNTS, startTestServer, type TestServer } from '../../test/startTestServer.js';
import { createApp } from '../app.js';

const SECRET_KEY = randomBytes(32).toString('hex');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ secretKey: SECRET_KEY });
});
afterAll(async () => {
  await server?.close();
});

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What a browser sends: the cookies it holds, and the token in the header where a page adds it. */
function request(
  method: string,
  path: string,
  { xsrf, session, body }: { xsrf?: string; session?: string; body?: unknown } = {},
  via: Fetch = fetch,
) {
  const cookies = [xsrf && `XSRF-TOKEN=${xsrf}`, session && `KIZUNA_SESSION=${session}`].filter(Boolean);
  return via(`${server.url}/api/browser${path}`, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
      ...(cookies.length ? { Cookie: cookies.join('; ') } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function preSessionToken(via: Fetch = fetch): Promise<string> {
  return cookieValue(await request('GET', '/auth/xsrf', {}, via), 'XSRF-TOKEN');
}

const signIn = (xsrf: string, via: Fetch = fetch, session?: string) =>
  request('POST', '/auth/login', { xsrf, session, body: DEMO_ACCOUNTS.demoUser }, via);

const setPresence = (xsrf: string, session: string, via: Fetch = fetch) =>
  request('PUT', '/principal/presence', { xsrf, session, body: { status: 'BUSY' } }, via);

async function errorCode(response: Response): Promise<string | null> {
  await response.body?.cancel();
  return response.headers.get('x-error-code');
}

describe('the XSRF token and the session', () => {
  it('changes at sign-in to the session’s own token and back to a new pre-session one at sign-out', async () => {
    const before = await preSessionToken();
    const login = await signIn(before);
    expect(login.status).toBe(204);
    const session = cookieValue(login, 'KIZUNA_SESSION');
    const own = cookieValue(login, 'XSRF-TOKEN');
    expect(own).not.toBe(before);

    expect((await setPresence(own, session)).status).toBe(200);
    // The token from before sign-in no longer serves: cookie and header agree, the session does not.
    const stale = await setPresence(before, session);
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('XSRF_TOKEN_MISSING');
    // The refusal hands the browser the right token again, so a page can repeat its call.
    expect(cookieValue(stale, 'XSRF-TOKEN')).toBe(own);

    const logout = await request('POST', '/auth/logout', { xsrf: own, session });
    expect(logout.status).toBe(204);
    const after = cookieValue(logout, 'XSRF-TOKEN');
    expect([before, own]).not.toContain(after);
    expect((await signIn(after)).status).toBe(204);
  });

  it('gives every session a token of its own, the same on every answer', async () => {
    const first = await signIn(await preSessionToken());
    const second = await signIn(await preSessionToken());
    const [one, two] = [cookieValue(first, 'XSRF-TOKEN'), cookieValue(second, 'XSRF-TOKEN')];
    expect(one).not.toBe(two);
    const session = cookieValue(first, 'KIZUNA_SESSION');
    const again = await request('GET', '/auth/xsrf', { xsrf: one, session });
    expect(again.headers.getSetCookie()).toEqual([]);
    const other = await setPresence(two, session);
    expect([other.status, await errorCode(other)]).toEqual([403, 'XSRF_TOKEN_MISSING']);
  });

  it('refuses a sign-in whose cookie and header agree on a token the server did not make', async () => {
    const sessions = await server.db.selectFrom('sessions').select('id_hash').execute();
    const real = await preSessionToken();
    const [nonce] = real.split('.');
    for (const forged of ['token-for-this-test', `${nonce}.${'A'.repeat(43)}`, `${real}.x`, `.${real}`]) {
      const refused = await signIn(forged);
      expect([refused.status, await errorCode(refused)], forged).toEqual([403, 'XSRF_TOKEN_MISSING']);
    }
    expect(await server.db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(sessions.length);
  });

  it('lets a browser whose session has ended sign in again with the token it holds', async () => {
    const login = await signIn(await preSessionToken());
    const session = cookieValue(login, 'KIZUNA_SESSION');
    const own = cookieValue(login, 'XSRF-TOKEN');
    await server.db.deleteFrom('sessions').execute();
    const again = await signIn(own, fetch, session);
    expect(again.status).toBe(204);
    // The answer deletes the ended session's cookie, then sets the new one: the browser keeps the last.
    const sessionCookies = again.headers.getSetCookie().filter((line) => line.startsWith('KIZUNA_SESSION='));
    const next = cookieValue(again, 'XSRF-TOKEN');
    expect(next).not.toBe(own);
    const renewed = sessionCookies.at(-1)!.split(';')[0]!.slice('KIZUNA_SESSION='.length);
    expect((await setPresence(next, renewed)).status).toBe(200);
  });
});

describe('several server nodes', () => {
  it('agree on the tokens when they share KIZUNA_SECRET_KEY; a node with another key refuses them', async () => {
    const node = (secretKey: string): Fetch => {
      const app = createApp({ db: server.db, config: { ...server.config, secretKey } });
      return async (url, init) => app.request(url, init);
    };
    const sameKey = node(SECRET_KEY);
    const otherKey = node(randomBytes(32).toString('hex'));

    // Token from one node, sign-in on the next, write on the first.
    const login = await signIn(await preSessionToken(), sameKey);
    expect(login.status).toBe(204);
    const session = cookieValue(login, 'KIZUNA_SESSION');
    const own = cookieValue(login, 'XSRF-TOKEN');
    expect((await setPresence(own, session)).status).toBe(200);

    const refused = await setPresence(own, session, otherKey);
    expect([refused.status, await errorCode(refused)]).toEqual([403, 'XSRF_TOKEN_MISSING']);
    const refusedSignIn = await signIn(await preSessionToken(), otherKey);
    expect([refusedSignIn.status, await errorCode(refusedSignIn)]).toEqual([403, 'XSRF_TOKEN_MISSING']);
  });
});
