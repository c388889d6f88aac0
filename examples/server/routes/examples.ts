import { Hono } from 'hono';
import { COLLECTION_TYPE_PRODUCTS, PageType } from '../config.js';
import type { Deps } from '../deps.js';
import { renderPage } from '../pages/render.js';
import { SETTING_EXAMPLES } from '../setting-examples.js';
import { siteView } from '../site-view.js';
import { getProduct } from '../store/products.js';

/** /examples/<name>: a product page under one switched setting or block option (setting-examples.ts). */
export function exampleRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/examples/:name', async (c, next) => {
    const example = SETTING_EXAMPLES.find((e) => e.name === c.req.param('name'));
    const product = example && getProduct(deps.db, example.productId);
    if (!example || !product) return next();
    const store = { ...deps.catalogue.store, ...example.store };
    const merchandising = { ...deps.catalogue.merchandising, ...example.merchandising };
    const site = siteView(c, deps, {
      pageType: PageType.ContentItem,
      collectionType: COLLECTION_TYPE_PRODUCTS,
      itemId: product.id,
      extra: { store: { ...store, selectedCurrency: store.currency }, merchandising, ...(example.locale ? { locale: example.locale } : {}) },
    });
    site.settings = { ...site.settings, store, merchandising };
    if (example.locale) {
      site.locale = example.locale;
      site.settings.website = { ...site.settings.website, locale: example.locale };
    }
    return c.html(renderPage('product', { site, product, addOn: example.addOn === true, variantButtons: example.variantButtons === true }));
  });
  return app;
}
