import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, startTestServer, type TestServer } from '../test/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { appDir } = server.config;
  await mkdir(path.join(appDir, 'assets'), { recursive: true });
  await writeFile(path.join(appDir, 'assets', 'index-Bx3k9_aQ.js'), 'console.log("app")');
  await writeFile(path.join(appDir, 'build-manifest.json'), '{"buildId":"b1"}');
});
afterAll(async () => {
  await server?.close();
});

const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: 'manual', ...init });

describe('the app at /front', () => {
  it('redirects / to /front/', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/front/');
  });

  it('serves index.html for the app root and for any app route, so the app can render its own 404', async () => {
    for (const route of ['/front/', '/front/home', '/front/no/such/page']) {
      const response = await get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with their type and a long cache, and missing assets as 404', async () => {
    const asset = await get('/front/assets/index-Bx3k9_aQ.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/front/assets/gone-Aaaaaaaa.js')).status).toBe(404);
  });

  it('never lets the build manifest be cached', async () => {
    const response = await get('/front/build-manifest.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ buildId: 'b1' });
  });

  it('does not serve files outside the app folder', async () => {
    const response = await get('/front/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });
});

describe('API around the contract', () => {
  it('answers health and the OpenAPI document of every endpoint', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok' });
    const document = (await (await get('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/browser/auth/login',
        '/api/browser/principal/user/info',
        '/api/browser/information/read',
      ]),
    );
  });

  it('gives a response the XSRF cookie when the request has none or a made-up one, and keeps one it made', async () => {
    const setsXsrf = (response: Response) =>
      response.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='));
    const fresh = await get('/api/health');
    expect(setsXsrf(fresh)).toBe(true);
    const page = await get('/front/');
    expect(setsXsrf(page)).toBe(true);
    const token = cookieValue(fresh, 'XSRF-TOKEN');
    expect(setsXsrf(await get('/api/health', { headers: { Cookie: `XSRF-TOKEN=${token}` } }))).toBe(false);
    expect(setsXsrf(await get('/api/health', { headers: { Cookie: 'XSRF-TOKEN=abc' } }))).toBe(true);
  });

  it('answers the error code in a header as well as in the body', async () => {
    const response = await get('/api/browser/principal/user/info');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-error-code')).toBe('UNAUTHORIZED');
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
