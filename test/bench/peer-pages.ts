import type { Locator } from 'playwright-core';
import type { BenchProduct } from './peer-product';
import { CL_DOMAIN, SHOPIFY_DOMAIN } from './peer-stubs';
import type { ShopPage } from './shopper';

/**
 * The peers' product pages of the bench (issue 31 point 1): the same product as our
 * `/products/tee-classic` (title, price, options, picture when ours has one, add button,
 * cart count in the header), under the example store's stylesheet, each built as the
 * peer's documentation shows:
 *
 * - Commerce Layer drop-in.js: the page's own HTML for the title, picture and option
 *   selects (drop-in.js has no product or variant component), `<cl-price>`,
 *   `<cl-availability>`, `<cl-add-to-cart>` and `<cl-cart-count>` for the commerce, and
 *   a few lines of the page's script that set the SKU code of those elements when an
 *   option changes, as Commerce Layer's variant examples do;
 * - Shopify's Buy Button: a product component (`ShopifyBuy.UI.init(client).createComponent`),
 *   which renders the product from the Storefront API in its frame, with its cart and
 *   cart toggle (the count).
 */
const head = (title: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/examples/site.css">`;
const header = (count: string) =>
  `<header class="site-header"><a class="site-title" href="/">Maison Exemple</a><nav aria-label="Navigation principale"><a href="/shop">Boutique</a> <a href="/cart">Panier (${count})</a></nav></header>`;
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function commerceLayerPage(product: BenchProduct, image: string | null): string {
  const first = product.variants.find((v) => v.stock > 0)!;
  const code = first.sku;
  const selects = product.options
    .map(
      (o) =>
        `<div class="variant-option"><label class="variant-option-title">${escape(o.name)}: <select data-option="${escape(o.name)}">${o.values
          .map((v) => `<option${first.options[o.name] === v ? ' selected' : ''}>${escape(v)}</option>`)
          .join('')}</select></label></div>`,
    )
    .join('');
  const skus = JSON.stringify(Object.fromEntries(product.variants.map((v) => [Object.values(v.options).join('/'), v.sku])));
  return `${head(product.title)}
<script>window.commercelayerConfig = { clientId: 'bench', scope: 'market:code:europe', domain: '${CL_DOMAIN}', defaultAttributes: { orders: { language_code: 'fr' } } };</script>
<script type="module" src="/peers/drop-in/drop-in.esm.js"></script>
<link rel="stylesheet" href="/peers/drop-in/drop-in.css">
<style>/* the picture beside the details, as on our product page, so the add button is on screen at 1280 x 800 */
.product-block { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; align-items: start; }
.product-image { width: 100%; height: auto; max-height: 75vh; object-fit: cover; }</style>
</head><body>${header('<cl-cart-count></cl-cart-count>')}
<main id="main"><div class="product-block">
${image ? `<img class="product-image" src="${escape(image)}" alt="${escape(product.title)}">` : ''}<div>
<h1 class="product-title">${escape(product.title)}</h1>
<div class="product-price"><cl-price code="${code}"><cl-price-amount type="price"></cl-price-amount></cl-price></div>
<p class="product-excerpt">${escape(product.description)}</p>
<div class="product-variants">${selects}</div>
<cl-availability code="${code}"><cl-availability-status type="available">En stock</cl-availability-status><cl-availability-status type="unavailable">Épuisé</cl-availability-status></cl-availability>
<div class="sqs-add-to-cart-button-wrapper"><cl-add-to-cart code="${code}" quantity="1">Ajouter au panier</cl-add-to-cart></div>
</div></div></main>
<script>
  var skus = ${skus};
  document.querySelector('.product-variants').addEventListener('change', function () {
    var chosen = [].map.call(document.querySelectorAll('[data-option]'), function (s) { return s.value; }).join('/');
    document.querySelectorAll('cl-price, cl-availability, cl-add-to-cart').forEach(function (el) { el.setAttribute('code', skus[chosen]); });
  });
</script></body></html>`;
}

export function buyButtonPage(product: BenchProduct): string {
  return `${head(product.title)}</head><body>${header('voir le panier')}
<main id="main"><div id="product-component"></div></main>
<script src="/peers/buybutton.min.js"></script>
<script>
  var client = ShopifyBuy.buildClient({ domain: '${SHOPIFY_DOMAIN}', storefrontAccessToken: 'bench' });
  ShopifyBuy.UI.init(client).createComponent('product', {
    id: '1',
    node: document.getElementById('product-component'),
    moneyFormat: '{{amount_with_comma_separator}} €',
    options: { product: { text: { button: 'Ajouter au panier' } } }
  });
</script></body></html>`;
}

/** S, Blanc: the variant every page adds. */
const CHOICE: Record<string, string> = { Taille: 'S', Couleur: 'Blanc' };

export function shopPages(ourUrl: string, peersUrl: string, product: BenchProduct): ShopPage[] {
  const choose = async (select: (option: string) => Locator) => {
    for (const o of product.options) await select(o.name).selectOption(CHOICE[o.name] ?? o.values[0]!);
  };
  return [
    {
      shop: 'ours',
      url: `${ourUrl}/products/${product.id}`,
      addCall: /\/api\/commerce\/shopping-cart\/entries/,
      choose: (page) => choose((name) => page.locator(`main [data-storefront="product"] select[data-variant-option-name="${name}"]`)),
      button: (page) => ({ frame: page.mainFrame(), click: () => page.locator('main [data-storefront="product"] .sqs-add-to-cart-button').click() }),
    },
    {
      shop: 'commerce-layer',
      url: `${peersUrl}/peer-commerce-layer.html`,
      addCall: /\/api\/line_items/,
      choose: (page) => choose((name) => page.locator(`select[data-option="${name}"]`)),
      button: (page) => ({ frame: page.mainFrame(), click: () => page.locator('cl-add-to-cart').click() }),
    },
    {
      shop: 'buy-button',
      url: `${peersUrl}/peer-buy-button.html`,
      addCall: /\/graphql/,
      choose: (page) => choose((name) => page.frameLocator('iframe[name^="frame-product"]').locator(`select[name="${name}"]`)),
      button: (page) => {
        const frame = page.frames().find((f) => f.name().startsWith('frame-product'))!;
        return { frame, click: () => frame.locator('.shopify-buy__btn').click() };
      },
    },
  ];
}
