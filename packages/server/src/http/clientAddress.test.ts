import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, DEMO_ACCOUNTS, startTestServer, type TestServer } from '../../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustedProxyHops: 1 });
  await server.db
    .updateTable('tenants')
    .set({ ip_allow_list: ['203.0.113.0/24'] })
    .where('code', '=', 'trial')
    .execute();
});
afterAll(async () => {
  await server?.close();
});

async function signInFrom(forwardedFor: string | undefined): Promise<Response> {
  const xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
  return fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
    },
    body: JSON.stringify(DEMO_ACCOUNTS.trialAdmin),
  });
}

describe('client address behind a trusted proxy', () => {
  it('takes the address the proxy saw from X-Forwarded-For', async () => {
    expect((await signInFrom('203.0.113.7')).status).toBe(204);
  });

  it('ignores what the client itself claims left of the proxy entry', async () => {
    const response = await signInFrom('203.0.113.7, 198.51.100.1');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-error-code')).toBe('IP_ADDRESS_REJECTED');
  });

  it('falls back to the socket address without the header', async () => {
    expect((await signInFrom(undefined)).status).toBe(401);
  });
});
