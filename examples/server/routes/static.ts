import { Hono } from 'hono';
import { pathAfter, serveFile } from '../static-file.js';

/** The example store's icon, so no page logs a 404 for /favicon.ico. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d1d1f"/>' +
  '<path d="M9 12h14l-1.5 11h-11z" fill="none" stroke="#fff" stroke-width="2"/><path d="M12 12a4 4 0 0 1 8 0" fill="none" stroke="#fff" stroke-width="2"/></svg>';

/**
 * DIST_DIR at /storefront/ (storefront.js, chunks/*.js). `no-cache` with Last-Modified:
 * the browser revalidates, so a rebuild shows at once. Also /favicon.ico.
 */
export function staticRoutes(distDir: string): Hono {
  const app = new Hono();
  app.get('/favicon.ico', (c) => c.body(FAVICON, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' }));
  app.get('/storefront/*', async (c) => {
    const relative = pathAfter(c, '/storefront/');
    if (relative === null) return c.text('Bad request: malformed percent-escape', 400);
    // never name the server's own folders in an answer
    return (await serveFile(c, distDir, relative)) ?? c.text(`Not found: /storefront/${relative} (run "npm run build" first)`, 404);
  });
  return app;
}
