import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';

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

/**
 * The widgets' standalone bundle and their demo page under `/widgets/` (`kizuna-widgets.js`,
 * `demo.html`), from the built `@kizuna/widgets` package. Only the browser files of the bundle
 * and the demo are served, not their source maps; anything else is a 404.
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
    const body = await readFile(file);
    const headers = {
      'Content-Type': type,
      'Content-Length': String(body.byteLength),
      // Not content-hashed: intranet pages link the fixed name, so they revalidate.
      'Cache-Control': 'no-cache',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers);
  });
}
