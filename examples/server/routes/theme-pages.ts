import { redirectSameSite } from '../same-site.js';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { PageType, buildConfig, inlineJson } from '../config.js';
import { ensureCrumb } from '../crumb.js';
import { addNonce, cspNonce } from '../csp.js';
import type { Deps } from '../deps.js';
import { renderPage } from '../pages/render.js';
import { siteView } from '../site-view.js';
import { pathAfter, serveFile } from '../static-file.js';

const PAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const SCRIPT_TAG = /<script\b[^>]*\bsrc=["']?[^"'\s>]*storefront\.js\b/i;
const CONFIG_BLOCK = /\bid=["']?storefront-config\b/i;

/** Names of the `*.html` pages of PAGES_DIR, for the index. */
export function themePageNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -5))
    .filter((n) => PAGE_NAME.test(n))
    .sort();
}

/**
 * A theme developer's page as served: the bootstrap configuration and the script tag
 * are added before `</head>` when the page lacks them (each on its own: a page with the
 * script tag but no configuration gets the configuration only), and every `<script>`
 * gets this response's CSP nonce, so the page's own inline scripts run.
 */
export function themePageHtml(page: string, config: unknown, nonce: string): string {
  const head =
    (CONFIG_BLOCK.test(page) ? '' : `<script type="application/json" id="storefront-config">${inlineJson(config)}</script>\n`) +
    (SCRIPT_TAG.test(page) ? '' : '<script src="/storefront/storefront.js" async></script>\n');
  const html = head === '' ? page : page.includes('</head>') ? page.replace('</head>', `${head}</head>`) : head + page;
  return addNonce(html, nonce);
}

/**
 * PAGES_DIR (docs/backend.md "Your own pages"): `NAME.html` at `/pages/NAME`, every
 * other file (scripts, styles, images, in sub-folders too) at `/pages/<path>` with its
 * content type; nothing outside the folder, no hidden files.
 */
export function themePageRoutes(deps: Deps): Hono {
  const dir = deps.options.pagesDir;
  const app = new Hono();
  const notFound = (c: Context) => {
    const site = siteView(c, deps, { pageType: PageType.NotFound });
    return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
  };

  app.get('/pages/:name{[A-Za-z0-9][A-Za-z0-9_-]*}', (c) => {
    const file = join(dir, `${c.req.param('name')}.html`);
    if (!existsSync(file)) return notFound(c);
    ensureCrumb(c);
    const config = buildConfig(deps, { pageType: PageType.Page });
    return c.html(themePageHtml(readFileSync(file, 'utf8'), config, cspNonce(c)));
  });

  app.get('/pages/*', async (c) => {
    const relative = pathAfter(c, '/pages/');
    if (relative === null) return notFound(c);
    if (relative.endsWith('.html')) return redirectSameSite(c, `/pages/${relative.slice(0, -5)}`, 301);
    return (await serveFile(c, dir, relative)) ?? notFound(c);
  });

  return app;
}
