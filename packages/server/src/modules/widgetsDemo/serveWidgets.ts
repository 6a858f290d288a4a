import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { precompressedFor } from '../../http/serveApp.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function fileAt(root: string, relative: string): Promise<string | null> {
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** A content-hashed file of the standalone widgets: a view or a chunk the loader fetches. */
const HASHED_FILE = /^kizuna-widgets\.(view|shared|asset)-[\w-]+\.\w+$/;

/**
 * The widgets' standalone loader, the views it fetches and their demo page under `/widgets/`
 * (`kizuna-widgets.js`, `kizuna-widgets.view-….js`, `demo.html`), from the built `@kizuna/widgets`
 * package. Only the browser files are served, not their source maps; anything else is a 404.
 */
export function serveWidgets(app: Hono, widgetsDir: string, basePath = '/widgets'): void {
  const root = path.resolve(widgetsDir);
  app.get(basePath, (c) => c.redirect(`${basePath}/demo.html`, 302));
  app.get(`${basePath}/`, (c) => c.redirect(`${basePath}/demo.html`, 302));
  app.on(['GET', 'HEAD'], `${basePath}/*`, async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(basePath.length + 1));
    } catch {
      return c.text('Not Found', 404);
    }
    const type = CONTENT_TYPES[path.extname(relative).toLowerCase()];
    // The ES entries of the package import bare module names a browser cannot resolve; not for pages.
    const servable = relative.startsWith('kizuna-widgets.') || relative.startsWith('demo.');
    const file = servable && !relative.includes('/') ? await fileAt(root, relative) : null;
    if (!file || !type) {
      if (relative === 'kizuna-widgets.js')
        return c.text('The widgets are not built. Run `pnpm --filter @kizuna/widgets build`.', 503);
      return c.text('Not Found', 404);
    }
    const compressed = await precompressedFor(file, c.req.header('Accept-Encoding'));
    const body = await readFile(compressed?.file ?? file);
    const hashed = HASHED_FILE.test(relative);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      // The loader keeps its name (intranet pages link it) and revalidates; what it fetches is
      // content-hashed and kept.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Caches keep one copy per encoding, even of a file sent as it is.
      Vary: 'Accept-Encoding',
    };
    if (compressed) headers['Content-Encoding'] = compressed.encoding;
    // The views are ES modules, which a portal page of another origin fetches in CORS mode; they
    // are the same public code for everyone and carry no credentials.
    if (hashed) headers['Access-Control-Allow-Origin'] = '*';
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  });
}
