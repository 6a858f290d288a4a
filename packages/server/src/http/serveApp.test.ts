import { request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

let server: TestServer;
const script = `export const people = [${Array.from({ length: 400 }, (_, i) => `"person ${i}"`).join(',')}];\n`;
const page = `<!doctype html><title>Kizuna</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;

beforeAll(async () => {
  server = await startTestServer();
  const { appDir } = server.config;
  await mkdir(path.join(appDir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'assets/people-Bx3k9_aQ.js': script,
    'assets/styles-Cq7m2Zp1.css': 'a{color:red}',
    'index.html': page,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(appDir, name), text);
  // As the build leaves them: the script and the page precompressed, the tiny style sheet not.
  for (const name of ['assets/people-Bx3k9_aQ.js', 'index.html']) {
    const text = files[name] ?? '';
    await writeFile(path.join(appDir, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(appDir, `${name}.gz`), gzipSync(text));
  }
});
afterAll(async () => {
  await server?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Plain HTTP with the bytes as sent: fetch would negotiate and decode on its own. */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('precompressed app files', () => {
  it('sends brotli when the request accepts it, before gzip whatever the order', async () => {
    const response = await raw('/front/assets/people-Bx3k9_aQ.js', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(response.body.byteLength).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'gzip, br;q=0', 'deflate, gzip;q=0.5']) {
      const response = await raw('/front/assets/people-Bx3k9_aQ.js', { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is without an Accept-Encoding, or with none of ours accepted', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const response = await raw('/front/assets/people-Bx3k9_aQ.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(script);
    }
  });

  it('compresses the page of every app route, and sends a file without a precompressed copy as it is', async () => {
    const route = await raw('/front/home', { 'Accept-Encoding': 'br' });
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.body).toString()).toBe(page);

    const tiny = await raw('/front/assets/styles-Cq7m2Zp1.css', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(tiny.body.toString()).toBe('a{color:red}');
  });

  it('answers HEAD with the headers of the encoding it would send', async () => {
    const response = await raw('/front/assets/people-Bx3k9_aQ.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gzipSync(script).byteLength);
    expect(response.body.byteLength).toBe(0);
  });
});
