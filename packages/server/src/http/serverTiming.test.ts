import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const appDuration = (response: Response) =>
  /^app;dur=(\d+(?:\.\d+)?)$/.exec(response.headers.get('server-timing') ?? '')?.[1];

describe('Server-Timing', () => {
  it('tells the server time of every API answer, errors included', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(Number(appDuration(health))).toBeGreaterThanOrEqual(0);
    const refused = await fetch(`${server.url}/api/browser/principal/user/info`);
    expect(refused.status).toBe(401);
    expect(Number(appDuration(refused))).toBeGreaterThanOrEqual(0);
  });
});
