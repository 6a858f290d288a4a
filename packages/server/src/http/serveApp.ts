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

/** The encodings the build precompresses each asset into, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The q-value an `Accept-Encoding` header gives each coding it names (`*` included). */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params
      .map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1])
      .find((value) => value !== undefined);
    accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  return accepted;
}

/**
 * The precompressed copy of `file` the request accepts, br before gzip (whatever the client's own
 * order), or null for the file itself. A tiny file the build did not compress has no copy.
 */
export async function precompressedFor(file: string, acceptEncoding: string | undefined) {
  const accepted = acceptedCodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    const q = accepted.get(encoding.name) ?? accepted.get('*') ?? 0;
    if (!(q > 0)) continue;
    try {
      const copy = file + encoding.suffix;
      if ((await stat(copy)).isFile()) return { encoding: encoding.name, file: copy };
    } catch {
      // No copy in this encoding: try the next one.
    }
  }
  return null;
}

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
 * A file the build precompressed (`name.br`, `name.gz`) is sent in the best encoding the request
 * accepts.
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
    const compressed = await precompressedFor(file, c.req.header('Accept-Encoding'));
    const body = await readFile(compressed?.file ?? file);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
      // Caches keep one copy per encoding, even of a file sent as it is.
      Vary: 'Accept-Encoding',
    };
    if (compressed) headers['Content-Encoding'] = compressed.encoding;
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  };
}
