import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigSchema, ProductSchema } from '../../../src/contract/index.js';
import { CatalogueProductSchema } from '../../../examples/server/catalogue.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const configOf = (html: string) => {
  const match = /<script[^>]* id="storefront-config">(.*?)<\/script>/s.exec(html);
  return SiteConfigSchema.parse(JSON.parse(match?.[1] ?? 'null'));
};

describe('example pages', () => {
  it('embed the bootstrap config (also at /api/context/config) and the script tag', async () => {
    const v = visitor(makeApp());
    const html = await (await v.open('/products/tee-classic')).text();
    const config = configOf(html);
    expect(config).toMatchObject({ websiteId: 'site-maison-exemple', currency: 'EUR', locale: 'fr-FR', pageType: 50, collectionType: 13 });
    expect(html).toContain('<script src="/storefront/storefront.js" async></script>');
    const api = SiteConfigSchema.parse(await (await v.request('GET', '/api/context/config')).json());
    expect(api.websiteId).toBe(config.websiteId);
  });

  it('render every product as a block with valid item JSON and the platform markup', async () => {
    const v = visitor(makeApp());
    const html = await (await v.open('/shop')).text();
    const blocks = [...html.matchAll(/data-storefront="product" data-item-id="([^"]+)"[^>]*>\n<script type="application\/json" data-storefront-json>(.*?)<\/script>/gs)];
    expect(blocks.length).toBeGreaterThanOrEqual(12);
    for (const [, id, json] of blocks) expect(ProductSchema.parse(JSON.parse(json ?? '')).id).toBe(id);
    expect(html).toContain('<div class="product-mark sold-out">Revient bientôt</div>');
    expect(html).toContain('<div class="product-mark sale">Promo</div>'); // the store's word for the platform's "sale"
    expect(html).not.toMatch(/\bQuantity\b|>sale<|\bfrom \d/);
    expect(html).toContain('class="sqs-product-quick-view-button"');
    expect(html).toContain('data-is-subscription="true"');
    expect(html).toContain('sqs-button-element--primary use-form');
    expect(configOf(html)).toMatchObject({ pageType: 1, collectionType: 13 });
  });

  it('link every product from the index, show the pill with the cart, and list the cart', async () => {
    const v = visitor(makeApp());
    const index = await (await v.open('/')).text();
    for (const id of ['tee-classic', 'guide-numerique', 'carte-cadeau', 'cafe-abonnement', 'lithographie-epuisee', 'sac-cuir']) {
      expect(index).toContain(`href="/products/${id}"`);
    }
    expect(index).toMatch(/class="sf-cart-pill" aria-label="0 articles, 0,00\s€" hidden>/);
    await v.add('tee-classic', 'TEE-S-BLANC', 2);
    const cart = await (await v.open('/cart')).text();
    expect(cart).toMatch(/<a data-storefront="cart-pill" href="\/cart" class="sf-cart-pill" aria-label="2 articles, 50,00\s€"><span class="sf-cart-pill__count">2 articles<\/span>/);
    expect(cart).toContain('<div data-storefront="cart">');
    expect(cart).toContain('T-shirt classique');
    const empty = await (await visitor(makeApp()).open('/cart')).text();
    expect(empty).toContain('Votre panier est vide.');
  });

  it('escape text and keep `<` out of inline JSON', async () => {
    const v = visitor(makeApp());
    const res = await v.open('/products/%3Cscript%3E');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('serve a broken block next to a healthy one', async () => {
    const html = await (await visitor(makeApp()).open('/examples/broken')).text();
    const jsons = [...html.matchAll(/data-storefront-json>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
    expect(jsons).toHaveLength(2);
    expect(() => JSON.parse(jsons[0] ?? '')).toThrow();
    expect(() => JSON.parse(jsons[1] ?? '')).not.toThrow();
  });
});

describe('setting examples', () => {
  it('serve a product page under one switched setting, linked from the index', async () => {
    const v = visitor(makeApp());
    expect(await (await v.open('/')).text()).toContain('href="/examples/express-checkout"');
    const html = await (await v.open('/examples/express-checkout')).text();
    expect(configOf(html).store.expressCheckout).toBe(true);
    const service = await (await v.open('/examples/service-single-quantity')).text();
    expect(service).not.toContain('class="product-quantity-input"');
    expect(await (await v.open('/products/atelier-ceramique')).text()).toContain('product-quantity-input');
    expect(configOf(await (await v.open('/')).text()).store.expressCheckout).toBe(false);
    expect((await v.open('/examples/nope')).status).toBe(404);
  });

  it('render the add-on block and the reviews from the templates, linked from the index', async () => {
    const v = visitor(makeApp());
    const index = await (await v.open('/')).text();
    for (const name of ['add-on', 'reviews', 'express-checkout']) expect(index).toContain(`href="/examples/${name}"`);
    expect(index).not.toContain('href="/pages/product-');
    const addOn = await (await v.open('/examples/add-on')).text();
    expect(addOn).toContain('data-item-id="carnet-simple" data-product-type="1" data-add-on="true">');
    expect(await (await v.open('/products/carnet-simple')).text()).not.toContain('data-add-on');
    const reviews = await (await v.open('/examples/reviews')).text();
    expect(configOf(reviews).merchandising?.displayNativeProductReviewsEnabled).toBe(true);
    expect(reviews).toMatch(/<section class="product-reviews" aria-label="Avis">[\s\S]*Camille, 5\/5[\s\S]*<\/section>\s*<\/div>/);
    expect(await (await v.open('/products/tee-classic')).text()).not.toContain('product-reviews');
  });
});

describe('PAGES_DIR', () => {
  it('serves the hand-written theme example with a valid config and major-unit prices', async () => {
    const v = visitor(makeApp());
    expect(await (await v.open('/')).text()).toContain('href="/pages/theme-example"');
    const html = await (await v.open('/pages/theme-example')).text();
    expect(configOf(html).websiteId).toBe('site-maison-exemple');
    const [, json = ''] = /data-storefront-json>(.*?)<\/script>/s.exec(html) ?? [];
    const item = CatalogueProductSchema.parse(JSON.parse(json));
    expect(item.structuredContent.variants[0]?.priceMoney.value).toBe('15.00');
  });
});
