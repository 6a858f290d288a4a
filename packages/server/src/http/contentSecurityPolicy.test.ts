import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');

let server: TestServer;
let widgetsDir: string;
beforeAll(async () => {
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'kizuna-widgets-'));
  await writeFile(path.join(widgetsDir, 'kizuna-widgets.js'), 'window.KizunaWidgets = {};');
  await writeFile(path.join(widgetsDir, 'kizuna-widgets.js.map'), '{"sources":["src/secret.ts"]}');
  await writeFile(path.join(widgetsDir, 'demo.html'), '<!doctype html><title>demo</title>');
  server = await startTestServer({ widgetsDir });
  await mkdir(path.join(server.config.appDir, 'assets'));
  await writeFile(path.join(server.config.appDir, 'assets', 'index-AbCd1234.js'), 'export {};');
  await writeFile(path.join(server.config.appDir, 'assets', 'index-AbCd1234.js.map'), '{"sources":[]}');
});
afterAll(async () => {
  await server?.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

/** The policy's directives by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy', () => {
  it.each([
    '/front/',
    '/front/home',
    '/front/login?next=%2Ffront%2Fhome',
    '/front/assets/index-AbCd1234.js',
    '/front/assets/missing-AbCd1234.js',
    '/widgets/demo.html',
    '/widgets/kizuna-widgets.js',
    '/widgets/nothing.html',
  ])('guards %s: no inline or foreign script, no plugins, no base, framed only by Kizuna', async (p) => {
    const response = await get(p);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    for (const values of policy.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('is not put on the API, whose answers are data, not pages', async () => {
    const response = await get('/api/health');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('source maps', () => {
  it('are not served, from the app or from the widgets', async () => {
    for (const p of [
      '/front/assets/index-AbCd1234.js.map',
      '/front/assets/index-AbCd1234.JS.MAP',
      '/front/assets/index-AbCd1234.js%2Emap',
      '/widgets/kizuna-widgets.js.map',
    ]) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).not.toContain('sources');
    }
    expect((await get('/front/assets/index-AbCd1234.js')).status).toBe(200);
  });
});

/** Every `<script>` of a page, and any inline event handler or `javascript:` URL. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', body = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes) || body.trim() !== '') found.push(whole);
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(match[0]);
  for (const match of html.matchAll(/javascript:/gi)) found.push(match[0]);
  return found;
}

describe('the pages under the policy', () => {
  it.each([
    'packages/app/index.html',
    'packages/widgets/public/demo.html',
    // The built pages when a build is present.
    'packages/app/dist/index.html',
    'packages/widgets/dist/demo.html',
  ])('%s has no inline script', async (file) => {
    const html = await readFile(path.join(REPO, file), 'utf8').catch(() => null);
    if (html === null) {
      expect(file).toMatch(/\/dist\//);
      return;
    }
    expect(inlineScripts(html)).toEqual([]);
    expect(html).toMatch(/<script\b/i);
  });

  it('finds an inline script when there is one', () => {
    expect(inlineScripts('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScripts('<script type="module">import "/x.js"</script>')).toHaveLength(1);
    expect(inlineScripts('<img src=x onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScripts('<script src="/front/assets/index.js"></script>')).toEqual([]);
  });
});
