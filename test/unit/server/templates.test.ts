import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductSchema } from '../../../src/contract/index.js';
import { render } from '../../../src/site/index.js';
import { loadCatalogue } from '../../../examples/server/catalogue.js';
import { defaultOptions } from '../../../examples/server/options.js';
import { siteLabels } from '../../../examples/server/site-render/localized-strings.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tempDir = () => mkdtempSync(join(tmpdir(), 'sf-templates-'));
/** The platform's untranslatable words as the example store's templates write them (examples/server/site-render/localized-strings.ts `shop…`). */
const inTheStoreWords = (markup: string) =>
  markup
    .replace('<div class="quantity-label">Quantity:</div>', '<div class="quantity-label">Quantité :</div>')
    .replace('aria-label="Quantity"', 'aria-label="Quantité"')
    .replace('\nfrom ', '\nà partir de ')
    .replace(' every week\n', ' par semaine\n')
    .replace('<div class="product-mark sale">sale</div>', '<div class="product-mark sale">Promo</div>')
    .replace(/<div class="variant-option-title">([^<]*): <\/div>/g, '<div class="variant-option-title">$1 :</div>');
const jsonOf = (html: string) => [...html.matchAll(/data-storefront-json>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');

describe('product blocks rendered by the engine', () => {
  it('hold exactly what the platform formatters produce for the seeded item', async () => {
    const app = makeApp();
    const { catalogue } = loadCatalogue(defaultOptions().catalogue);
    for (const id of ['tee-classic', 'mug-duo', 'sweat-solde', 'cafe-abonnement', 'lithographie-epuisee', 'bougie-derniere']) {
      const html = await (await visitor(app).open(`/products/${id}`)).text();
      const [json = ''] = jsonOf(html);
      const item = ProductSchema.parse(JSON.parse(json));
      expect(item.id).toBe(id);
      const data = {
        item: JSON.parse(json) as unknown,
        website: { ...catalogue.website },
        featureFlags: { useCLDRMoneyFormat: true },
        websiteSettings: { storeSettings: catalogue.store },
        productMerchandisingContext: app.deps.catalogue.productMerchandisingContext,
        localizedStrings: siteLabels(catalogue.website.locale), // the French labels the store sets
      };
      for (const formatter of ['product-price', 'product-status', 'variants-select', 'quantity-input', 'add-to-cart-btn']) {
        const expected = render(`{item|${formatter}}`, data, { locale: 'fr-FR' }).output;
        // the platform's markup, with the words it keeps in English whatever the site sets written in the store's own (partials/shop-*.html)
        expect(html, `${id} ${formatter}`).toContain(inTheStoreWords(expected.replace(/^\n+/, '')));
      }
      expect(html).toContain(`<div class="product-block" data-storefront="product" data-item-id="${id}" data-product-type="${item.structuredContent.productType}">\n<script type="application/json" data-storefront-json>`);
    }
  });

  it('write prices with the site settings (CLDR format, fr-FR) and derive scarcity and restock views from live stock', async () => {
    const v = visitor(makeApp());
    const tee = await (await v.open('/products/tee-classic')).text();
    expect(tee).toMatch(/<div class="product-price">\n25,00\s€\n<\/div>/);
    expect(tee).toMatch(/<div class="product-scarcity" data-variant-attributes="\{&quot;Taille&quot;:&quot;M&quot;,&quot;Couleur&quot;:&quot;Blanc&quot;\}" hidden>\n\s+Plus que 2 en stock !/);
    expect(tee).toContain('<div class="product-restock-notification" data-product-id="tee-classic" data-variant-id="TEE-L-NOIR" hidden>');
    const mug = await (await v.open('/products/mug-duo')).text();
    expect(mug).toMatch(/<div class="product-price">\nà partir de 12,00\s€\n\n<\/div>/); // the store's words for the platform's "from"
    expect(mug).not.toMatch(/>\s*from \d|\bQuantity\b/);
    const coffee = await (await v.open('/products/cafe-abonnement')).text();
    expect(coffee).toMatch(/<div class="product-price">\n14,00\s€ par semaine\n<\/div>/);
    const english = await (await v.open('/examples/english')).text(); // no store words: the platform's
    expect(english).toContain('<div class="quantity-label">Quantity:</div>');
    const last = await (await v.open('/products/bougie-derniere')).text();
    expect(last).toMatch(/<div class="product-scarcity">\n\s+Dernière pièce !/);
    const gone = await (await v.open('/products/lithographie-epuisee')).text();
    expect(gone).toContain('<div class="product-mark sold-out">Revient bientôt</div>');
    // several variants: each form waits for its variant to be picked, even on a product sold out as a whole
    expect(gone).toMatch(/<div class="product-restock-notification" data-product-id="lithographie-epuisee" data-variant-id="[^"]+" hidden>/);
    expect(gone).toContain('<input type="checkbox" name="isJoinMailingList" checked>');
    const shop = await (await v.open('/shop')).text();
    expect(shop).toContain('<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="tee-classic" data-group="shop">Aperçu rapide</span>');
  });

  it('title variant options in the store\'s words and give a tile\'s select the short prompt', async () => {
    const v = visitor(makeApp());
    const shop = await (await v.open('/shop')).text();
    expect(shop).toContain('<div class="variant-option-title">Taille :</div>');
    expect(shop).toContain('<select aria-label="Choisir : Taille" data-variant-option-name="Taille">\n        <option value="">Choisir…</option>');
    expect(shop).not.toContain('<option value="">Choisir : ');
    const tee = await (await v.open('/products/tee-classic')).text(); // the product page keeps the platform's prompt
    expect(tee).toContain('<select aria-label="Choisir : Taille" data-variant-option-name="Taille">\n        <option value="">Choisir : Taille</option>');
    const english = await (await v.open('/examples/english')).text(); // no store words: the platform's
    expect(english).toContain('<div class="variant-option-title">Taille: </div>');
  });

  it('keep every `<` of the item out of its script element', async () => {
    const dir = tempDir();
    const file = join(dir, 'catalogue.json');
    const catalogue = JSON.parse(readFileSync(defaultOptions().catalogue, 'utf8')) as { products: { title: string }[] };
    catalogue.products[0]!.title = '</script><!--<script>alert(1)</script>';
    writeFileSync(file, JSON.stringify(catalogue));
    const html = await (await visitor(makeApp({ catalogue: file })).open('/shop')).text();
    const [json = ''] = jsonOf(html);
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { title: string }).title).toBe('</script><!--<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt;</a></h2>');
  });
});

describe('product reviews', () => {
  it('render inside the block, escaped, only while native or imported review display is enabled', async () => {
    const dir = tempDir();
    const file = join(dir, 'catalogue.json');
    const catalogue = JSON.parse(readFileSync(defaultOptions().catalogue, 'utf8')) as { merchandising: Record<string, unknown>; products: { id: string; reviews?: unknown }[] };
    catalogue.products.find((p) => p.id === 'carnet-simple')!.reviews = [{ author: 'A & B', rating: 3, text: '<img src=x onerror=alert(1)>' }];
    writeFileSync(file, JSON.stringify(catalogue));
    const v = visitor(makeApp({ catalogue: file }));
    expect(await (await v.open('/products/carnet-simple')).text()).not.toContain('product-reviews');
    await v.request('POST', '/__test/settings', { merchandising: { displayImportedProductReviewsEnabled: true } });
    const html = await (await v.open('/products/carnet-simple')).text();
    expect(html).toContain('<section class="product-reviews" aria-label="Avis">');
    expect(html).toContain('<li><p>« &lt;img src=x onerror=alert(1)&gt; »</p><p>A &amp; B, 3/5</p></li>');
    expect(await (await v.open('/shop')).text()).not.toContain('product-reviews'); // the product page only

    catalogue.products.find((p) => p.id === 'carnet-simple')!.reviews = [{ author: 'A', rating: 6, text: 't' }];
    writeFileSync(file, JSON.stringify(catalogue));
    expect(() => loadCatalogue(file)).toThrow(/reviews/);
  });
});

describe('TEMPLATES_DIR', () => {
  it('lays a theme developer\'s templates over the default ones', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'partials'));
    writeFileSync(
      join(dir, 'partials', 'product-block.html'),
      '<article class="my-block" data-storefront="product" data-item-id="{id|htmlattr}"><script type="application/json" data-storefront-json>{@|json-script}</script>{@|product-price}{@|add-to-cart-btn}</article>',
    );
    const html = await (await visitor(makeApp({ templatesDir: dir })).open('/products/carnet-simple')).text();
    expect(html).toContain('<article class="my-block" data-storefront="product" data-item-id="carnet-simple">');
    expect(html).toContain('<p class="breadcrumb"><a href="/shop">Boutique</a></p>'); // product-page.html: the default
  });

  it('logs template errors and still serves the page', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'product-page.html'), '<h1>{item.title|html}</h1>{item|no-such-formatter}{item|apply missing-partial}');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = makeApp({ templatesDir: dir });
    expect(log.mock.calls.map(String).join('\n')).toMatch(/product-page\.html:1:\d+ syntax error UNKNOWN_FORMATTER/);
    const res = await visitor(app).open('/products/carnet-simple');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Carnet</h1>');
    expect(log.mock.calls.map(String).join('\n')).toMatch(/runtime error PARTIAL_NOT_FOUND/);
  });

  it('is an option like the others; a missing folder is logged and the defaults serve', async () => {
    expect(defaultOptions().templatesDir).toMatch(/examples\/templates$/);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await (await visitor(makeApp({ templatesDir: join(tempDir(), 'nope') })).open('/products/carnet-simple')).text();
    expect(log.mock.calls.map(String).join('\n')).toMatch(/no folder .*nope: its templates are the defaults/);
    expect(html).toContain('<h1 class="product-title">Carnet</h1>');
  });
});
