import { request } from 'node:http';
import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

/**
 * The routes the contract-wide guard does not see (they are not contract endpoints): SCIM and the
 * location vendors' webhooks. Each gets bodies no client would send; each must answer 4xx, never
 * 5xx, and keep nothing.
 */
let server: TestServer;
let admin: KizunaClient;
let token: string;
const errors: string[] = [];
const originalError = console.error;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  ({ token } = await admin.scimAdmin.createToken({ body: { name: 'hostile input' } }));
  // A stack trace in the log is a request the server did not expect.
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  };
});
afterAll(async () => {
  console.error = originalError;
  await server?.close();
});

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function scim(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/scim/v2${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/scim+json' }),
      ...headers,
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

async function scimUserCount(): Promise<number> {
  const response = await fetch(`${server.url}/scim/v2/Users?count=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { totalResults: number }).totalResults;
}

/**
 * The status answered to a request whose headers declare a body of `declaredBytes` that is never
 * sent: a body over the limit is refused on its declared length, before it is read.
 */
function declaredOnly(path: string, headers: Record<string, string>, declaredBytes: number) {
  return new Promise<number>((resolve, reject) => {
    const url = new URL(server.url + path);
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: url.pathname,
      headers: { ...headers, 'Content-Length': String(declaredBytes) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(0);
    }, 5000);
    req.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      req.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.flushHeaders();
  });
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('hostile input outside the contract', () => {
  it('SCIM answers 4xx to oversized, garbled, deep and unstorable bodies and keeps no user', async () => {
    const before = await scimUserCount();
    const user = (userName: string) => JSON.stringify({ schemas: [USER], userName, active: true });
    const cases: [string, string, string | undefined, (status: number) => boolean][] = [
      ['POST', '/Users', '{"schemas":', (s) => s === 400],
      ['POST', '/Users', '\u0000\u0001\u0002', (s) => s === 400],
      ['POST', '/Users', nested(100_000), (s) => s >= 400 && s < 500],
      ['POST', '/Users', user('nul\u0000name'), (s) => s === 400],
      ['POST', '/Users', user('lone\ud800half'), (s) => s === 400],
      ['POST', '/Users', user('x'.repeat(100_000)), (s) => s === 400],
      ['POST', '/Users', JSON.stringify({ schemas: [USER], userName: ['array'] }), (s) => s === 400],
      ['GET', '/Users/9223372036854775808', undefined, (s) => s === 404],
      ['GET', '/Users/%00', undefined, (s) => s === 404],
      [
        'GET',
        `/Users?filter=${encodeURIComponent(`userName eq "${'a'.repeat(10_001)}"`)}`,
        undefined,
        (s) => s === 400,
      ],
      ['GET', `/Users?filter=${encodeURIComponent('userName eq "\u0000"')}`, undefined, (s) => s === 400],
      ['GET', `/Users?filter=${encodeURIComponent('userName eq "\\u0000"')}`, undefined, (s) => s === 400],
      ['GET', `/Users?filter=${encodeURIComponent('userName eq "\\ud800"')}`, undefined, (s) => s === 400],
      ['GET', '/Users?startIndex=99999999999999999999&count=-5', undefined, (s) => s === 400],
      [
        'PATCH',
        '/Users/999999',
        JSON.stringify({
          schemas: [PATCH_OP],
          Operations: Array.from({ length: 10_000 }, () => ({ op: 'replace', path: 'active', value: false })),
        }),
        (s) => s >= 400 && s < 500,
      ],
    ];
    for (const [method, path, body, ok] of cases) {
      const status = await scim(method, path, body);
      expect(ok(status), `${method} ${path.slice(0, 60)} ${(body ?? '').slice(0, 40)} → ${status}`).toBe(
        true,
      );
    }
    expect(await scim('POST', '/Users', user('plain.text'), { 'Content-Type': 'text/plain' })).toBe(400);
    expect(
      await declaredOnly(
        '/scim/v2/Users',
        { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
        2 * 1024 * 1024,
      ),
    ).toBe(413);
    expect(await scimUserCount()).toBe(before);
    expect(errors.filter((line) => /\bat .+:\d+:\d+/.test(line))).toEqual([]);
  });

  it('the location webhooks answer 4xx to oversized, garbled and unstorable requests', async () => {
    const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const bearer = { Authorization: 'Bearer not-a-gateway-token' };
    const statuses = {
      merakiTooLarge: await declaredOnly(
        '/webhooks/meraki/unknown',
        { 'Content-Type': 'application/json' },
        9 << 20,
      ),
      merakiNulId: await post('/webhooks/meraki/%00', '{}'),
      merakiLongId: await post(`/webhooks/meraki/${'r'.repeat(5000)}`, '{}'),
      merakiGarbled: await post('/webhooks/meraki/unknown', '\u0000{'),
      beaconTooLarge: await declaredOnly(
        '/webhooks/beacon',
        { 'Content-Type': 'application/json', ...bearer },
        1 << 20,
      ),
      beaconGarbled: await post('/webhooks/beacon', '{"gatewayId":', bearer),
      beaconDeep: await post('/webhooks/beacon', nested(100_000), bearer),
      beaconLongToken: await post('/webhooks/beacon', '{}', {
        Authorization: `Bearer ${'t'.repeat(10_000)}`,
      }),
    };
    for (const [name, status] of Object.entries(statuses)) {
      expect(status >= 400 && status < 500, `${name} → ${status}`).toBe(true);
    }
    expect(errors.filter((line) => /\bat .+:\d+:\d+/.test(line))).toEqual([]);
  });
});
