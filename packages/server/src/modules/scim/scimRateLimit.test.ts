import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  const limit = { perSecond: 0.01, burst: 3 };
  server = await startTestServer({ apiRateLimits: { perKey: limit, perTenant: limit } });
});
afterAll(async () => {
  await server?.close();
});

const users = (token: string) =>
  fetch(`${server.url}/scim/v2/Users`, { headers: { Authorization: `Bearer ${token}` } });

describe('SCIM rate limit', () => {
  it('answers a flood of one token with 429 and Retry-After, before reading anything', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await users('guessed-token-1')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const flooded = await users('guessed-token-1');
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(flooded.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(await flooded.json()).toMatchObject({ status: '429' });
    // Another token has its own bucket.
    expect((await users('guessed-token-2')).status).toBe(401);
  });
});
