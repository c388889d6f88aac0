import { readFileSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import { COLLECTION_TYPE_PRODUCTS, PageType } from '../config.js';
import type { Deps } from '../deps.js';
import { renderPage } from '../pages/render.js';
import { SHOP_CSS, SHOP_CSS_PATH } from '../pages/shop-css.js';
import { siteView } from '../site-view.js';
import { getProduct, listProducts } from '../store/products.js';
import { themePageNames } from './theme-pages.js';

const CSS = readFileSync(new URL('../pages/site.css', import.meta.url), 'utf8');

/** The example pages (docs/backend.md). */
export function pageRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.get('/examples/site.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get(SHOP_CSS_PATH, (c) => c.body(SHOP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  app.get('/', (c) => {
    const site = siteView(c, deps, { pageType: PageType.Page });
    return c.html(renderPage('index', { site, products: listProducts(db), extraPages: themePageNames(deps.options.pagesDir) }));
  });

  app.get('/shop', (c) => {
    const site = siteView(c, deps, { pageType: PageType.MainContent, collectionType: COLLECTION_TYPE_PRODUCTS });
    return c.html(renderPage('shop', { site, products: listProducts(db) }));
  });

  app.get('/products/:id', (c) => {
    const product = getProduct(db, c.req.param('id'));
    if (!product) {
      const site = siteView(c, deps, { pageType: PageType.NotFound });
      return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    }
    const site = siteView(c, deps, {
      pageType: PageType.ContentItem,
      collectionType: COLLECTION_TYPE_PRODUCTS,
      itemId: product.id,
    });
    // three other products under it (related products: the related-product-display analytics event)
    const related = listProducts(db).filter((p) => p.id !== product.id).slice(0, 3);
    return c.html(renderPage('product', { site, product, related }));
  });

  app.get('/cart', (c) => c.html(renderPage('cart', { site: siteView(c, deps, { pageType: PageType.ShowCart }) })));

  app.get('/examples/broken', (c) => {
    const [broken, healthy] = listProducts(db);
    const site = siteView(c, deps, { pageType: PageType.Page });
    if (!broken || !healthy) return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    return c.html(renderPage('broken', { site, broken, healthy }));
  });

  return app;
}

/** 404: JSON under /api/, else the not-found page. */
export function notFound(deps: Deps) {
  return (c: Context) => {
    if (c.req.path.startsWith('/api/') || c.req.method !== 'GET') return c.json({ message: 'Introuvable.' }, 404);
    const site = siteView(c, deps, { pageType: PageType.NotFound });
    return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
  };
}
