import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

const PORTAL = 'https://portal.corp.example';
const STRANGER = 'https://evil.example';

let server: TestServer;
let widgetsDir: string;
beforeAll(async () => {
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'kizuna-widgets-'));
  await writeFile(path.join(widgetsDir, 'kizuna-widgets.js'), 'window.KizunaWidgets = {};');
  await writeFile(path.join(widgetsDir, 'demo.html'), '<!doctype html><title>demo</title>');
  await writeFile(path.join(widgetsDir, 'index.js'), 'import "react";');
  await writeFile(
    path.join(widgetsDir, 'kizuna-widgets.view-presence-badge-AbC_12.js'),
    'export default {};',
  );
  await writeFile(path.join(widgetsDir, 'kizuna-widgets.view-presence-badge-AbC_12.js.map'), '{}');
  await writeFile(
    path.join(widgetsDir, 'kizuna-widgets.view-presence-badge-AbC_12.js.gz'),
    gzipSync('export default {};'),
  );
  server = await startTestServer({ widgetsDir, embedOrigins: [PORTAL] });
});
afterAll(async () => {
  await server?.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

describe('the widgets at /widgets', () => {
  it('serves the standalone bundle as a script that pages revalidate', async () => {
    const response = await get('/widgets/kizuna-widgets.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('window.KizunaWidgets = {};');
  });

  it('serves the views the loader fetches as kept, public ES modules any origin may import', async () => {
    const response = await get('/widgets/kizuna-widgets.view-presence-badge-AbC_12.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // The loader itself is not for every origin's credentials and not kept.
    expect((await get('/widgets/kizuna-widgets.js')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await get('/widgets/kizuna-widgets.view-presence-badge-AbC_12.js.map')).status).toBe(404);
  });

  it("sends the build's compressed copy to a browser that accepts it, the file itself otherwise", async () => {
    const view = '/widgets/kizuna-widgets.view-presence-badge-AbC_12.js';
    const compressed = await fetch(`${server.url}${view}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    // fetch inflates what it was sent: the same module either way.
    expect(await compressed.text()).toBe('export default {};');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      import('node:http')
        .then(({ get }) =>
          get(`${server.url}${view}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          }).on('error', reject),
        )
        .catch(reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe('export default {};');
    const plain = await fetch(`${server.url}${view}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves the demo page, and sends /widgets to it', async () => {
    const page = await get('/widgets/demo.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    for (const entry of ['/widgets', '/widgets/']) {
      const redirect = await get(entry);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe('/widgets/demo.html');
    }
  });

  it('answers 404 for the ES entries, unknown files and paths leaving the folder', async () => {
    for (const p of [
      '/widgets/index.js',
      '/widgets/nothing.js',
      '/widgets/..%2Fpackage.json',
      '/widgets/%E0%A4%A',
    ]) {
      expect((await get(p)).status, p).toBe(404);
    }
  });

  it("pairs the views' open CORS with no credentials, the API's with the embed origins only, and marks every file nosniff", async () => {
    const { cookie } = await server.rawSession('demoUser');
    const view = '/widgets/kizuna-widgets.view-presence-badge-AbC_12.js';
    for (const origin of [PORTAL, STRANGER]) {
      const response = await fetch(`${server.url}${view}`, { headers: { Origin: origin, Cookie: cookie } });
      expect(response.headers.get('access-control-allow-origin'), origin).toBe('*');
      // A browser refuses `*` with credentials; it is never sent, so the views never carry a session.
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(response.headers.get('set-cookie'), origin).toBeNull();
    }
    for (const file of ['/widgets/kizuna-widgets.js', view, '/widgets/demo.html']) {
      expect((await get(file)).headers.get('x-content-type-options'), file).toBe('nosniff');
    }

    // The API answers the configured portal by name, with credentials, and nobody else.
    const fromPortal = await fetch(`${server.url}/api/browser/principal/user/info`, {
      headers: { Origin: PORTAL, Cookie: cookie },
    });
    expect(fromPortal.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(fromPortal.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromPortal.headers.get('x-content-type-options')).toBe('nosniff');
    const fromStranger = await fetch(`${server.url}/api/browser/principal/user/info`, {
      headers: { Origin: STRANGER, Cookie: cookie },
    });
    expect(fromStranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromStranger.headers.get('access-control-allow-credentials')).toBeNull();
    // API keys are for servers, not pages: no CORS on /api/v1, even for the portal.
    const keyed = await fetch(`${server.url}/api/v1/users`, { headers: { Origin: PORTAL } });
    expect(keyed.headers.get('access-control-allow-origin')).toBeNull();
  });
});
