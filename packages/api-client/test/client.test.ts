import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BadGatewayError,
  BadRequestError,
  createClient,
  createCookieJar,
  createKizunaClient,
  createLazyClient,
  createLazyKizunaClient,
  defineEndpoint,
  ForbiddenError,
  InvalidResponseError,
  KizunaHttpError,
  NetworkError,
  NotFoundError,
  ServerError,
  ServiceUnavailableError,
  TimeoutError,
  toResult,
  UnauthorizedError,
} from '../src';
import { contract } from '../src/contract';
import { contractAreaLoaders } from '../src/contract/areaLoaders';
import { startScriptedServer } from './support/startScriptedServer';

let server: Awaited<ReturnType<typeof startScriptedServer>>;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const badge = 'GET /api/browser/notificationBadge';
const markRead = 'POST /api/browser/information/read';

describe('requests', () => {
  it('calls an endpoint at its /api/v1 route with the API key, and no XSRF token or cookie', async () => {
    server.on('POST /api/v1/divisions/7/comment', {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'scope' },
    });
    const client = createKizunaClient({ baseURL: server.baseURL, apiKey: 'kzn_secret' });

    const refused = await client.divisions
      .saveComment({ params: { divisionId: 7 }, body: { comment: 'hi' } })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ForbiddenError);
    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/divisions/7/comment',
    ]);
    const write = server.seen[0]!;
    expect(write.headers.authorization).toBe('Bearer kzn_secret');
    expect(write.headers['x-xsrf-token']).toBeUndefined();
    expect(write.headers.cookie).toBeUndefined();
  });

  it('refuses, before any request, an endpoint that has no /api/v1 route when calling with a key', async () => {
    const client = createKizunaClient({ baseURL: server.baseURL, apiKey: 'kzn_secret' });
    await expect(client.information.markRead({ body: { informationIds: [1] } })).rejects.toThrow(TypeError);
    expect(server.seen).toEqual([]);
  });

  it('sends the XHR marker, JSON and the XSRF token the server set as a cookie', async () => {
    server.on('GET /api/browser/auth/xsrf', {
      status: 204,
      headers: { 'set-cookie': 'XSRF-TOKEN=abc%2B1; Path=/' },
    });
    server.on(markRead, { body: { count: 2 } });
    const client = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });

    await client.auth.xsrf();
    const left = await client.information.markRead({ body: { informationIds: [3, 4] } });

    expect(left).toEqual({ count: 2 });
    const write = server.seen.at(-1)!;
    expect(write.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(write.headers['x-xsrf-token']).toBe('abc+1');
    expect(write.headers['cookie']).toBe('XSRF-TOKEN=abc%2B1');
    expect(write.headers['content-type']).toBe('application/json');
    expect(JSON.parse(write.body)).toEqual({ informationIds: [3, 4] });
  });

  it('fetches the XSRF cookie itself before the first write, once for writes that start together', async () => {
    server.on('GET /api/browser/auth/xsrf', {
      status: 204,
      headers: { 'set-cookie': 'XSRF-TOKEN=fresh; Path=/' },
    });
    server.on('POST /api/browser/auth/login', { status: 204 });
    server.on(markRead, { body: { count: 0 } });
    const client = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });

    await Promise.all([
      client.auth.login({ body: { tenantCode: 'demo', accountId: 'a', password: 'b' } }),
      client.information.markRead({ body: { informationIds: [1] } }),
    ]);
    await client.information.markRead({ body: { informationIds: [2] } });

    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/browser/auth/xsrf',
      'POST /api/browser/auth/login',
      'POST /api/browser/information/read',
      'POST /api/browser/information/read',
    ]);
    expect(server.seen.slice(1).map((request) => request.headers['x-xsrf-token'])).toEqual([
      'fresh',
      'fresh',
      'fresh',
    ]);
  });

  it('fetches the XSRF cookie before a GET that changes state (answering a call), and sends it on reads too', async () => {
    server.on('GET /api/browser/auth/xsrf', {
      status: 204,
      headers: { 'set-cookie': 'XSRF-TOKEN=fresh; Path=/' },
    });
    server.on('GET /api/browser/pbx/cucmApi/answerCall', { status: 204 });
    server.on(badge, { body: { count: 1, talk: 0, thanks: 0 } });
    const client = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });

    await client.calls.answerCall({ query: { callId: 7 } });
    await client.information.badge();

    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/browser/auth/xsrf',
      'GET /api/browser/pbx/cucmApi/answerCall?callId=7',
      'GET /api/browser/notificationBadge',
    ]);
    expect(server.seen.slice(1).map((request) => request.headers['x-xsrf-token'])).toEqual([
      'fresh',
      'fresh',
    ]);
  });

  it('fetches the XSRF cookie before reading talk messages with read: true, and not for a plain read', async () => {
    server.on('GET /api/browser/auth/xsrf', {
      status: 204,
      headers: { 'set-cookie': 'XSRF-TOKEN=fresh; Path=/' },
    });
    server.on('GET /api/browser/gotalk/room/3/newer', { body: { messages: [], hasMore: false } });
    const reader = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });
    await reader.talk.newer({ params: { talkRoomId: 3 }, query: { read: false } });
    const marker = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });
    await marker.talk.newer({ params: { talkRoomId: 3 }, query: { read: true } });

    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/browser/gotalk/room/3/newer?read=false',
      'GET /api/browser/auth/xsrf',
      'GET /api/browser/gotalk/room/3/newer?read=true',
    ]);
    expect(server.seen.map((request) => request.headers['x-xsrf-token'])).toEqual([
      undefined,
      undefined,
      'fresh',
    ]);
  });

  it('sends a call once more when its token was refused and the refusal set another one', async () => {
    server.on('GET /api/browser/auth/xsrf', {
      status: 204,
      headers: { 'set-cookie': 'XSRF-TOKEN=before-sign-in; Path=/' },
    });
    const refused = (cookie: string) => ({
      status: 403,
      headers: { 'X-Error-Code': 'XSRF_TOKEN_MISSING', 'set-cookie': `XSRF-TOKEN=${cookie}; Path=/` },
      body: { code: 'XSRF_TOKEN_MISSING' },
    });
    server.on(markRead, refused('of-the-session'), { body: { count: 0 } }, refused('of-the-session'));
    const client = createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });

    await client.information.markRead({ body: { informationIds: [1] } });
    // A refusal that leaves the token as it was reaches the caller, without a second try.
    await expect(client.information.markRead({ body: { informationIds: [2] } })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(server.seen.map((request) => request.headers['x-xsrf-token'])).toEqual([
      undefined,
      'before-sign-in',
      'of-the-session',
      'of-the-session',
    ]);
  });

  it('does not fetch the XSRF cookie for reads, for API-key callers, or again when none can be read', async () => {
    server.on(badge, { body: { count: 1, talk: 0, thanks: 0 } });
    server.on('POST /api/v1/information/read', { body: { count: 0 } });
    server.on('GET /api/browser/auth/xsrf', { status: 204 });
    server.on(markRead, { status: 403, body: { code: 'XSRF_TOKEN_MISSING' } });

    await createKizunaClient({ baseURL: server.baseURL }).information.badge();
    await createKizunaClient({ baseURL: server.baseURL, prefix: '/api/v1' }).information.markRead({
      body: { informationIds: [1] },
    });
    expect(server.seen.map((request) => request.method + ' ' + request.url)).toEqual([
      'GET /api/browser/notificationBadge',
      'POST /api/v1/information/read',
    ]);

    // The server answers without a cookie this client can read: one attempt, then plain 403s.
    const client = createKizunaClient({ baseURL: server.baseURL, xsrfToken: () => null });
    for (const id of [1, 2]) {
      await expect(client.information.markRead({ body: { informationIds: [id] } })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
    expect(server.seen.slice(2).map((request) => request.method + ' ' + request.url)).toEqual([
      'GET /api/browser/auth/xsrf',
      'POST /api/browser/information/read',
      'POST /api/browser/information/read',
    ]);
  });

  it('answers null for 204 calls', async () => {
    server.on('POST /api/browser/auth/logout', { status: 204 });
    await expect(createKizunaClient({ baseURL: server.baseURL }).auth.logout()).resolves.toBeNull();
  });

  it('fills path parameters and sends lists as comma lists', async () => {
    const table = {
      demo: {
        get: defineEndpoint({
          method: 'GET',
          path: '/things/:thingId',
          summary: 'x',
          params: v.object({ thingId: v.number() }),
          query: v.object({ divisionId: v.optional(v.array(v.number())), page: v.optional(v.number()) }),
          response: v.object({ ok: v.boolean() }),
          capability: { kind: 'session' },
        }),
      },
    };
    server.on('GET /api/browser/things/7', { body: { ok: true } });
    const client = createClient(table, { baseURL: server.baseURL });
    await expect(
      client.demo.get({ params: { thingId: 7 }, query: { divisionId: [1, 2, 3], page: 2 } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(decodeURIComponent(server.seen[0]!.url)).toBe('/api/browser/things/7?divisionId=1,2,3&page=2');
  });
});

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once after %i and returns the second answer',
    async (status) => {
      server.on(badge, { status, body: { code: 'BUSY' } }, { body: { count: 5, talk: 0, thanks: 0 } });
      await expect(createKizunaClient({ baseURL: server.baseURL }).information.badge()).resolves.toEqual({
        count: 5,
        talk: 0,
        thanks: 0,
        // Safety checks waiting for an answer: 0 when the answer leaves it out.
        anpi: 0,
      });
      expect(server.seen).toHaveLength(2);
    },
  );

  it('retries exactly once, then throws', async () => {
    server.on(badge, { status: 503, body: { code: 'BUSY' } });
    await expect(createKizunaClient({ baseURL: server.baseURL }).information.badge()).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.seen).toHaveLength(2);
  });

  it('waits the Retry-After of a busy server before its one retry', async () => {
    server.on(
      badge,
      { status: 503, headers: { 'retry-after': '1' }, body: { code: 'SERVER_BUSY' } },
      { body: { count: 0, talk: 0, thanks: 0 } },
    );
    const started = performance.now();
    await createKizunaClient({ baseURL: server.baseURL }).information.badge();
    expect(server.seen).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('does not retry when Retry-After asks for longer than it waits, and says how long', async () => {
    server.on(badge, { status: 503, headers: { 'retry-after': '120' }, body: { code: 'SERVER_BUSY' } });
    const error = await createKizunaClient({ baseURL: server.baseURL, maxRetryAfterMs: 5_000 })
      .information.badge()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).retryAfterMs).toBe(120_000);
    expect(server.seen).toHaveLength(1);
  });

  it('never retries a POST', async () => {
    server.on(markRead, { status: 503, body: { code: 'BUSY' } });
    const client = createKizunaClient({ baseURL: server.baseURL });
    await expect(client.information.markRead({ body: { informationIds: [1] } })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('retries a DELETE, which is idempotent', async () => {
    server.on('DELETE /api/browser/fcmToken', { status: 502, body: 'Bad Gateway' }, { status: 204 });
    await expect(createKizunaClient({ baseURL: server.baseURL }).device.deleteFcmToken()).resolves.toBeNull();
    expect(server.seen.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });

  it('does not retry other statuses', async () => {
    server.on(badge, { status: 404, body: { code: 'NOT_FOUND' } });
    await expect(createKizunaClient({ baseURL: server.baseURL }).information.badge()).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(server.seen).toHaveLength(1);
  });
});

describe('errors', () => {
  it.each([
    [400, BadRequestError],
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [500, ServerError],
    [502, BadGatewayError],
    [503, ServiceUnavailableError],
  ] as const)('maps %i to %s with statusCode and data', async (status, ErrorClass) => {
    server.on(markRead, { status, body: { code: 'X', message: 'detail' } });
    const error = await createKizunaClient({ baseURL: server.baseURL })
      .information.markRead({ body: { informationIds: [1] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ statusCode: status, status, data: { code: 'X', message: 'detail' } });
  });

  it('keeps other statuses as the generic error and prints method, path and status', async () => {
    server.on(markRead, { status: 418, body: { code: 'TEAPOT' } });
    const error = await createKizunaClient({ baseURL: server.baseURL })
      .information.markRead({ body: { informationIds: [1] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KizunaHttpError);
    expect(error).not.toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toBe(`[POST] "/api/browser/information/read": 418 I'm a Teapot`);
  });

  it('exposes field errors of a 400', async () => {
    const fieldErrors = [{ path: 'body.informationIds', key: 'required' }];
    server.on(markRead, { status: 400, body: { code: 'VALIDATION', fieldErrors } });
    const error = await createKizunaClient({ baseURL: server.baseURL })
      .information.markRead({ body: { informationIds: [1] } })
      .catch((e: unknown) => e);
    expect((error as BadRequestError).fieldErrors).toEqual(fieldErrors);
  });

  it('flags a rejected address on 401 from the error-code header', async () => {
    server.on('POST /api/browser/auth/login', {
      status: 401,
      headers: { 'x-error-code': 'IP_ADDRESS_REJECTED' },
      body: { code: 'IP_ADDRESS_REJECTED' },
    });
    server.on(badge, { status: 401, body: { code: 'UNAUTHORIZED' } });
    const client = createKizunaClient({ baseURL: server.baseURL });
    const rejected = await client.auth
      .login({ body: { tenantCode: 'demo', accountId: 'a', password: 'b' } })
      .catch((e: unknown) => e);
    const expired = await client.information.badge().catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(UnauthorizedError);
    expect((rejected as UnauthorizedError).addressRejected).toBe(true);
    expect((expired as UnauthorizedError).addressRejected).toBe(false);
  });

  it('raises a network error with status 0 when nothing answers', async () => {
    server.on(badge, { hangUp: true });
    const error = await createKizunaClient({ baseURL: server.baseURL })
      .information.badge()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ statusCode: 0, data: undefined });
  });

  it('raises a timeout error when the answer comes later than the call allows', async () => {
    const table = {
      slow: {
        status: defineEndpoint({ ...contract.principal.passwordStatus, timeoutMs: 100 }),
      },
    };
    server.on('GET /api/browser/principal/password/status', {
      delayMs: 1000,
      body: { changeRequired: false, reason: null },
    });
    const started = Date.now();
    const error = await createClient(table, { baseURL: server.baseURL })
      .slow.status()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ statusCode: 0 });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses an answer that breaks the contract', async () => {
    server.on(badge, { body: { count: 'many' } });
    await expect(createKizunaClient({ baseURL: server.baseURL }).information.badge()).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });

  it('passes every error to onError before throwing it', async () => {
    server.on(badge, { status: 401, body: { code: 'UNAUTHORIZED' } });
    const seen: KizunaHttpError[] = [];
    const client = createKizunaClient({ baseURL: server.baseURL, onError: (e) => seen.push(e) });
    await client.information.badge().catch(() => undefined);
    expect(seen.map((e) => e.statusCode)).toEqual([401]);
  });
});

describe('in-flight count and results', () => {
  it('counts calls in flight, including the retry, and returns to zero', async () => {
    server.on(
      badge,
      { status: 503, body: { code: 'BUSY' }, delayMs: 20 },
      { body: { count: 1, talk: 0, thanks: 0 }, delayMs: 20 },
    );
    const counts: number[] = [];
    const client = createKizunaClient({ baseURL: server.baseURL, onInFlightChange: (n) => counts.push(n) });
    const a = client.information.badge();
    const b = client.information.badge();
    expect(client.$inFlight()).toBe(2);
    await Promise.all([a, b]);
    expect(counts).toEqual([1, 2, 1, 0]);
    expect(client.$inFlight()).toBe(0);
  });

  it('settles into success with a value or failure with the error', async () => {
    server.on(badge, { body: { count: 4, talk: 0, thanks: 0 } });
    server.on('GET /api/browser/information', { status: 500, body: { code: 'X' } });
    const client = createKizunaClient({ baseURL: server.baseURL });
    await expect(toResult(client.information.badge())).resolves.toEqual({
      success: true,
      value: { count: 4, talk: 0, thanks: 0, anpi: 0 },
    });
    const failed = await toResult(client.information.list());
    expect(failed.success).toBe(false);
    expect(!failed.success && failed.data).toBeInstanceOf(ServerError);
  });
});

describe('a client that loads areas on first use', () => {
  it('loads each area of the table the server and the static client use', async () => {
    expect(Object.keys(contractAreaLoaders).sort()).toEqual(Object.keys(contract).sort());
    for (const [area, load] of Object.entries(contractAreaLoaders)) {
      expect(await load(), area).toBe(contract[area as keyof typeof contract]);
    }
  });

  it('calls the same routes, with the same checks, once the area has loaded', async () => {
    server.on(badge, { body: { count: 3, talk: 1, thanks: 0 } });
    server.on('GET /api/browser/information', { body: { nope: true } });
    const counts: number[] = [];
    const client = createLazyKizunaClient({
      baseURL: server.baseURL,
      onInFlightChange: (n) => counts.push(n),
    });

    const waiting = client.information.badge();
    // The area's loading counts as in flight, before any request leaves.
    expect(client.$inFlight()).toBe(1);
    await expect(waiting).resolves.toEqual({ count: 3, talk: 1, thanks: 0, anpi: 0 });
    await expect(client.information.list()).rejects.toBeInstanceOf(InvalidResponseError);
    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/browser/notificationBadge',
      'GET /api/browser/information',
    ]);
    expect(counts).toEqual([1, 0, 1, 0]);
  });

  it('fails a call whose area does not load as a network error, and loads it again on the next call', async () => {
    server.on(badge, { body: { count: 2, talk: 0, thanks: 0 } });
    let attempts = 0;
    const errors: unknown[] = [];
    const client = createLazyClient(
      {
        information: async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return contract.information;
        },
      },
      { baseURL: server.baseURL, onError: (error) => errors.push(error) },
    );

    const failed = await client.information.badge().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect(errors).toEqual([failed]);
    expect(server.seen).toEqual([]);
    await expect(client.information.badge()).resolves.toEqual({ count: 2, talk: 0, thanks: 0, anpi: 0 });
    expect(attempts).toBe(2);
  });

  it('is not mistaken for a promise', async () => {
    const client = createLazyKizunaClient({ baseURL: server.baseURL });
    expect(await Promise.resolve(client.information)).toBe(client.information);
  });
});
