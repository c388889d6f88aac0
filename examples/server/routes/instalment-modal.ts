import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

/**
 * The instalment provider's static info-modal HTML (docs/behaviour.md §7 "GET static instalment
 * modal HTML"; issue 9 point 11): sample files `<language>_<COUNTRY>.html` from
 * examples/instalment-modal/, at the default `instalment.modalBaseUrl`
 * (`/instalment-modal/`). Only names of that form are served; a language and country
 * without a file answers 404, and the pill falls back to `en_US.html`.
 */
export const INSTALMENT_MODAL_DIR = resolve(fileURLToPath(new URL('../../instalment-modal', import.meta.url)));
const FILE = /^[a-z]{2}_[A-Z]{2}\.html$/;

export function instalmentModalRoutes(): Hono {
  const app = new Hono();
  app.get('/instalment-modal/:file', async (c) => {
    const name = c.req.param('file');
    const html = FILE.test(name) ? await readFile(resolve(INSTALMENT_MODAL_DIR, name), 'utf8').catch(() => null) : null;
    if (html === null) return c.text('Not found', 404);
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  });
  return app;
}
