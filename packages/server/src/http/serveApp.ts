import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite's content-hashed file names, e.g. `index-BdX3k9_a.js`: safe to cache for a year. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

async function fileAt(root: string, relative: string): Promise<string | null> {
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * The built app under `/front`: files with their content types, hashed assets cached for good, the
 * build manifest never cached, and `index.html` for any other path so the app renders its own 404.
 */
export function serveApp(appDir: string, basePath = '/front') {
  const root = path.resolve(appDir);
  return async (c: Context): Promise<Response> => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(basePath.length)).replace(/^\/+/, '');
    } catch {
      relative = '';
    }
    // Source maps stay with whoever deployed the build; the public gets no map of the source.
    if (relative.toLowerCase().endsWith('.map')) return c.text('Not Found', 404);
    const direct = relative ? await fileAt(root, relative) : null;
    // A missing hashed asset is an old build's file: a 404, not the page, which would not parse as a script.
    if (!direct && relative.startsWith('assets/')) return c.text('Not Found', 404);
    const file = direct ?? (await fileAt(root, 'index.html'));
    if (!file) {
      return c.text('The app is not built. Run `pnpm build` (or `pnpm start`, which builds it).', 503);
    }
    const name = path.basename(file);
    const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
    let cacheControl = 'no-cache';
    if (name === 'build-manifest.json') cacheControl = 'no-store';
    else if (name !== 'index.html' && HASHED_NAME.test(name))
      cacheControl = 'public, max-age=31536000, immutable';
    const body = await readFile(file);
    const headers = {
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
}
