import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { COLLECTION_TYPE_PRODUCTS, PageType, buildConfig, inlineJson } from '../config.js';
import { ensureCrumb } from '../crumb.js';
import type { Deps } from '../deps.js';
import { renderPage } from '../pages/render.js';
import { siteView } from '../site-view.js';
import { getProduct, listProducts } from '../store/products.js';

const PAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const CSS = readFileSync(new URL('../pages/site.css', import.meta.url), 'utf8');

/** Names of `*.html` pages in PAGES_DIR. */
function extraPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -5))
    .filter((n) => PAGE_NAME.test(n))
    .sort();
}

/** The example pages (docs/backend.md). */
export function pageRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.get('/examples/site.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  app.get('/', (c) => {
    const site = siteView(c, deps, { pageType: PageType.PAGE });
    return c.html(renderPage('index', { site, products: listProducts(db), extraPages: extraPages(deps.options.pagesDir) }));
  });

  app.get('/shop', (c) => {
    const site = siteView(c, deps, { pageType: PageType.MAIN_CONTENT, collectionType: COLLECTION_TYPE_PRODUCTS });
    return c.html(renderPage('shop', { site, products: listProducts(db) }));
  });

  app.get('/products/:id', (c) => {
    const product = getProduct(db, c.req.param('id'));
    if (!product) {
      const site = siteView(c, deps, { pageType: PageType.NOT_FOUND });
      return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    }
    const site = siteView(c, deps, {
      pageType: PageType.CONTENT_ITEM,
      collectionType: COLLECTION_TYPE_PRODUCTS,
      itemId: product.id,
    });
    return c.html(renderPage('product', { site, product }));
  });

  app.get('/cart', (c) => c.html(renderPage('cart', { site: siteView(c, deps, { pageType: PageType.SHOW_CART }) })));

  app.get('/examples/broken', (c) => {
    const [broken, healthy] = listProducts(db);
    const site = siteView(c, deps, { pageType: PageType.PAGE });
    if (!broken || !healthy) return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    return c.html(renderPage('broken', { site, broken, healthy }));
  });

  /** PAGES_DIR/<name>.html as is; the bootstrap config and script tag are added when missing. */
  app.get('/pages/:name', (c) => {
    const name = c.req.param('name');
    const file = join(deps.options.pagesDir, `${name}.html`);
    if (!PAGE_NAME.test(name) || !existsSync(file)) {
      const site = siteView(c, deps, { pageType: PageType.NOT_FOUND });
      return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    }
    ensureCrumb(c);
    let page = readFileSync(file, 'utf8');
    if (!page.includes('id="storefront-config"')) {
      const head =
        `<script type="application/json" id="storefront-config">${inlineJson(buildConfig(deps, { pageType: PageType.PAGE }))}</script>\n` +
        '<script src="/storefront/storefront.js" async></script>\n';
      page = page.includes('</head>') ? page.replace('</head>', `${head}</head>`) : head + page;
    }
    return c.html(page);
  });

  return app;
}

/** 404: JSON under /api/, else the not-found page. */
export function notFound(deps: Deps) {
  return (c: Context) => {
    if (c.req.path.startsWith('/api/') || c.req.method !== 'GET') return c.json({ message: 'Introuvable.' }, 404);
    const site = siteView(c, deps, { pageType: PageType.NOT_FOUND });
    return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
  };
}
