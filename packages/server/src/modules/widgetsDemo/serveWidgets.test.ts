import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let widgetsDir: string;
beforeAll(async () => {
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'kizuna-widgets-'));
  await writeFile(path.join(widgetsDir, 'kizuna-widgets.js'), 'window.KizunaWidgets = {};');
  await writeFile(path.join(widgetsDir, 'demo.html'), '<!doctype html><title>demo</title>');
  await writeFile(path.join(widgetsDir, 'index.js'), 'import "react";');
  server = await startTestServer({ widgetsDir });
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
});
