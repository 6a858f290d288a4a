import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKizunaClient, ForbiddenError } from '../src';
import { startScriptedServer } from './support/startScriptedServer';

let server: Awaited<ReturnType<typeof startScriptedServer>>;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => {
  vi.unstubAllGlobals();
});

const xsrf = 'GET /api/browser/auth/xsrf';
const markRead = 'POST /api/browser/information/read';

/** A browser page at `pageURL` whose own cookies are `cookie`. */
function openPage(pageURL: string, cookie = '') {
  vi.stubGlobal('location', new URL(pageURL));
  vi.stubGlobal('document', { cookie });
}

function writesSeen() {
  return server.seen
    .filter((request) => request.method !== 'GET')
    .map((request) => request.headers['x-xsrf-token']);
}

describe('XSRF token from a page on another origin', () => {
  it('keeps the token the server sends in the X-XSRF-TOKEN header and sends it on writes', async () => {
    // A portal that happens to have an XSRF-TOKEN cookie of its own: that one is not Kizuna's.
    openPage('https://portal.corp.example/news', 'XSRF-TOKEN=portal-token');
    server.on(xsrf, { status: 204, headers: { 'X-XSRF-TOKEN': 'kizuna-token' } });
    server.on(markRead, { body: { count: 0 } });
    const client = createKizunaClient({ baseURL: server.baseURL, credentials: 'include' });

    await Promise.all([
      client.information.markRead({ body: { informationIds: [1] } }),
      client.information.markRead({ body: { informationIds: [2] } }),
    ]);
    await client.information.markRead({ body: { informationIds: [3] } });

    expect(server.seen.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(writesSeen()).toEqual(['kizuna-token', 'kizuna-token', 'kizuna-token']);
  });

  it('reads the token from the page cookie when the page is on the server’s own origin', async () => {
    openPage(`${server.baseURL}/widgets/demo.html`, 'XSRF-TOKEN=own-cookie');
    server.on(xsrf, { status: 204, headers: { 'X-XSRF-TOKEN': 'from-header' } });
    server.on(markRead, { body: { count: 0 } });
    const client = createKizunaClient({ baseURL: server.baseURL });

    await client.auth.xsrf();
    await client.information.markRead({ body: { informationIds: [1] } });

    expect(writesSeen()).toEqual(['own-cookie']);
  });

  it('fetches the token again and repeats the write once when the server says the held one is stale', async () => {
    openPage('https://portal.corp.example/');
    server.on(
      xsrf,
      { status: 204, headers: { 'X-XSRF-TOKEN': 'before-cookies-were-cleared' } },
      { status: 204, headers: { 'X-XSRF-TOKEN': 'current' } },
    );
    const refused = {
      status: 403,
      headers: { 'X-Error-Code': 'XSRF_TOKEN_MISSING' },
      body: { code: 'XSRF_TOKEN_MISSING' },
    };
    server.on(markRead, refused, { body: { count: 0 } });
    const client = createKizunaClient({ baseURL: server.baseURL, credentials: 'include' });

    await expect(client.information.markRead({ body: { informationIds: [1] } })).resolves.toEqual({
      count: 0,
    });
    expect(server.seen.map((request) => request.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
    expect(writesSeen()).toEqual(['before-cookies-were-cleared', 'current']);

    // Only once per write: a refusal that persists reaches the caller.
    server.reset();
    server.on(xsrf, { status: 204, headers: { 'X-XSRF-TOKEN': 'current' } });
    server.on(markRead, refused);
    await expect(client.information.markRead({ body: { informationIds: [2] } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(server.seen.map((request) => request.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('sends no token when the server does not hand one to this origin, and asks only once', async () => {
    openPage('https://elsewhere.example/');
    server.on(xsrf, { status: 204 });
    server.on(markRead, { status: 403, body: { code: 'XSRF_TOKEN_MISSING' } });
    const client = createKizunaClient({ baseURL: server.baseURL, credentials: 'include' });

    for (const id of [1, 2]) {
      await expect(client.information.markRead({ body: { informationIds: [id] } })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
    expect(server.seen.map((request) => request.method)).toEqual(['GET', 'POST', 'POST']);
    expect(writesSeen()).toEqual([undefined, undefined]);
  });
});
