import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * DIST_DIR at /storefront/ (storefront.js, chunks/*.js). `no-cache` with Last-Modified:
 * the browser revalidates, so a rebuild shows at once.
 */
export function staticRoutes(distDir: string): Hono {
  const root = resolve(distDir);
  const app = new Hono();
  app.get('/storefront/*', async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice('/storefront/'.length));
    } catch {
      return c.text('Bad request: malformed percent-escape', 400);
    }
    const file = resolve(root, relative);
    if (!file.startsWith(root + sep)) return c.text('Not found', 404);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      // never name the server's own folders in an answer
      return c.text(`Not found: /storefront/${relative} (run "npm run build" first)`, 404);
    }
    const modified = info.mtime.toUTCString();
    const since = c.req.header('If-Modified-Since');
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Last-Modified': modified,
      'X-Content-Type-Options': 'nosniff',
    };
    if (since && Date.parse(since) >= Math.floor(info.mtimeMs / 1000) * 1000) return c.body(null, 304, headers);
    return c.body(new Uint8Array(await readFile(file)), 200, headers);
  });
  return app;
}
