import {
  API_PREFIX_BROWSER,
  contract,
  listEndpoints,
  type EndpointDefinition,
} from '@kizuna/api-client/contract';
import { requiresSession } from '@kizuna/api-client/rules';
import { createKizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents } from '../../../test/connectEvents.js';
import { cookieValue, startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { resetPassword } from './resetPassword.js';

const ISSUED = 'Issued-Pass1';
const CHOSEN = 'Chosen-Pass2';

let server: TestServer;
let session: { cookie: string; xsrf: string };
let apiKey: string;
beforeAll(async () => {
  server = await startTestServer();
  // A key the person made earlier, for a script of theirs.
  const before = await server.signIn('demoUser');
  apiKey = (await before.apiKeys.create({ body: { note: 'script', expiry: 'DAYS30', scope: ['USER_READ'] } }))
    .apiKey;
  // An administrator's reset: the person must choose a password of their own before anything else.
  await resetPassword(server.db, 'demo', 'yamada.taro', ISSUED);
  const first = await fetch(`${server.url}/api/browser/auth/xsrf`);
  const preSession = cookieValue(first, 'XSRF-TOKEN');
  const login = await fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': preSession,
      Cookie: `XSRF-TOKEN=${preSession}`,
    },
    body: JSON.stringify({ tenantCode: 'demo', accountId: 'yamada.taro', password: ISSUED }),
  });
  expect(login.status).toBe(204);
  const xsrf = cookieValue(login, 'XSRF-TOKEN');
  session = { xsrf, cookie: `XSRF-TOKEN=${xsrf}; KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}` };
});
afterAll(async () => {
  await server?.close();
});

/** A call as Kizuna's own page makes it: session cookie and XSRF header; any id in the path. */
async function call(endpoint: EndpointDefinition, body?: unknown) {
  const path = endpoint.path.replace(/:[A-Za-z0-9_]+/g, '1');
  const write = endpoint.method !== 'GET';
  const response = await fetch(`${server.url}${API_PREFIX_BROWSER}${path}`, {
    method: endpoint.method,
    headers: {
      Cookie: session.cookie,
      'X-XSRF-TOKEN': session.xsrf,
      'X-Requested-With': 'XMLHttpRequest',
      ...(write ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(write ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const text = await response.text();
  return { status: response.status, code: text ? (JSON.parse(text) as { code?: string }).code : undefined };
}

/** What the password-change page needs, and signing out. */
const OPEN = new Set<EndpointDefinition>([
  contract.principal.passwordStatus,
  contract.principal.changePassword,
  contract.principal.userInfo,
  contract.principal.userRoles,
  contract.principal.tenantInfo,
  contract.principal.serverInfo,
  contract.principal.companyInfo,
  contract.principal.feedbackSettings,
]);

describe('a password that must be changed first', () => {
  it('lets the session read what the password-change page shows', async () => {
    expect(await call(contract.principal.passwordStatus)).toEqual({ status: 200, code: undefined });
    for (const endpoint of OPEN) {
      if (endpoint.method === 'GET') expect((await call(endpoint)).status, endpoint.path).toBe(200);
    }
  });

  it('refuses every other call of the session with 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const closed = listEndpoints(contract)
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => !endpoint.keyOnly && requiresSession(endpoint.capability) && !OPEN.has(endpoint));
    expect(closed.length).toBeGreaterThan(300);
    const answers = new Map<string, string>();
    for (const endpoint of closed) {
      const { status, code } = await call(endpoint);
      answers.set(`${endpoint.method} ${endpoint.path}`, `${status} ${code}`);
    }
    const others = [...answers].filter(([, answer]) => answer !== '403 PASSWORD_CHANGE_REQUIRED');
    expect(others).toEqual([]);
  });

  it('refuses images and the events socket of the session too', async () => {
    const image = await fetch(`${server.url}/front/faceImage/thumbnail`, {
      headers: { Cookie: session.cookie },
    });
    expect(image.status).toBe(403);
    expect(image.headers.get('X-Error-Code')).toBe('PASSWORD_CHANGE_REQUIRED');
    await expect(connectEvents(server.url, session.cookie)).rejects.toThrow(/refused with 403/);
  });

  it('leaves /api/v1 to the person’s API keys: a key is no session and no password', async () => {
    const api = createKizunaClient({ baseURL: server.url, apiKey });
    expect((await api.publicApi.people({ query: { size: 1 } })).items).toHaveLength(1);
  });

  it('opens everything once the password is changed', async () => {
    const badge = await call(contract.information.badge);
    expect(badge).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(
      await call(contract.principal.changePassword, {
        currentPassword: ISSUED,
        newPassword: CHOSEN,
        newPasswordConfirm: CHOSEN,
      }),
    ).toEqual({ status: 204, code: undefined });
    expect((await call(contract.information.badge)).status).toBe(200);
    expect((await call(contract.principal.passwordStatus)).status).toBe(200);
    const image = await fetch(`${server.url}/front/faceImage/thumbnail`, {
      headers: { Cookie: session.cookie },
    });
    expect(image.status).not.toBe(403);
    (await connectEvents(server.url, session.cookie)).socket.close();
  });

  it('lets the person sign out before changing it', async () => {
    await resetPassword(server.db, 'demo', 'admin', ISSUED);
    const admin = server.client();
    await admin.auth.xsrf();
    await admin.auth.login({ body: { tenantCode: 'demo', accountId: 'admin', password: ISSUED } });
    expect((await admin.principal.passwordStatus()).changeRequired).toBe(true);
    await admin.auth.logout();
    await expect(admin.principal.passwordStatus()).rejects.toMatchObject({ statusCode: 401 });
  });
});
