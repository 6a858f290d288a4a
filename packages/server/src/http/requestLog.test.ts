import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from '../../test/startTestServer.js';
import { createLogger } from './requestLog.js';

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      logger: createLogger((line) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }),
    },
  );
});
afterAll(async () => {
  await server?.close();
});

const requestLine = (requestId: string) =>
  lines.find((line) => line.event === 'request' && line.requestId === requestId);

describe('request log', () => {
  it('writes one JSON line per request with its id, route pattern, status, caller and duration', async () => {
    const { cookie } = await server.rawSession('demoUser');
    const response = await fetch(`${server.url}/api/browser/principal/user/info`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLine(requestId);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/browser/principal/user/info',
      status: 200,
      tenantId: expect.any(Number),
      userId: expect.any(Number),
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(new Date(String(line?.time)).getTime()).not.toBeNaN();
  });

  it('logs the pattern of a route, not the ids in its path', async () => {
    const { cookie } = await server.rawSession('demoAdmin');
    const response = await fetch(`${server.url}/api/browser/internalContact/detail/987654`, {
      headers: { cookie },
    });
    const line = requestLine(response.headers.get('x-request-id') ?? '');
    expect(line?.route).toBe('/api/browser/internalContact/detail/:contactId');
  });

  it('never writes passwords, session cookies or XSRF tokens', async () => {
    const { cookie, xsrf } = await server.rawSession('demoAdmin');
    await fetch(`${server.url}/api/browser/principal/user/info?token=${xsrf}`, {
      headers: { cookie, authorization: `Bearer ${xsrf}` },
    });
    const session = /KIZUNA_SESSION=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(session.length).toBeGreaterThan(10);
    const everything = raw.join('\n');
    expect(everything).toContain('/api/browser/auth/login');
    for (const secret of [DEMO_ACCOUNTS.demoAdmin.password, DEMO_ACCOUNTS.demoUser.password, session, xsrf])
      expect(everything).not.toContain(secret);
  });

  it('keeps a sane request id of the load balancer and replaces anything else', async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'lb-4f2a9c-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a9c-0001');
    const odd = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'x'.repeat(200) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on error answers too', async () => {
    const response = await fetch(`${server.url}/api/browser/no/such/endpoint`);
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestLine(requestId)).toMatchObject({ status: 404, method: 'GET' });
  });

  it('redacts secret-looking fields of any event', () => {
    const captured: string[] = [];
    createLogger((line) => captured.push(line)).log('info', 'x', { apiKey: 'k-123', password: 'p' });
    expect(captured[0]).not.toContain('k-123');
    expect(JSON.parse(captured[0] ?? '{}')).toMatchObject({ apiKey: '[redacted]', password: '[redacted]' });
  });
});
