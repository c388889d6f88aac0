import { inlineJson } from '../config.js';
import { pillName } from '../../../src/domain/cart-pill.js';
import { esc, formatMoney, itemsLabel } from './html.js';
import { SHOP_CSS_PATH } from './shop-css.js';
import type { SiteView } from './types.js';

/** The floating cart pill island; visible server-side when the cart is known and not empty; named "N items, subtotal". */
export function cartPill(site: SiteView): string {
  const quantity = site.cart?.totalQuantity ?? 0;
  const subtotal = formatMoney(site.cart?.subtotalCents ?? 0, site.currency, site.locale);
  return (
    `<a data-storefront="cart-pill" href="/cart" class="sf-cart-pill" aria-label="${esc(pillName(quantity, subtotal))}"${quantity > 0 ? '' : ' hidden'}>` +
    `<span class="sf-cart-pill__count">${esc(itemsLabel(quantity))}</span>` +
    `<span class="sf-cart-pill__subtotal">${esc(subtotal)}</span></a>`
  );
}

/** The header's words in the page's language: French, or English on an English page (/examples/english). */
const NAV = {
  fr: { label: 'Navigation principale', examples: 'Exemples', shop: 'Boutique', cart: 'Panier' },
  en: { label: 'Main navigation', examples: 'Examples', shop: 'Shop', cart: 'Cart' },
} as const;

/** The page shell: bootstrap config and the one script tag in <head>, header, pill. */
export function layout(site: SiteView, title: string, main: string): string {
  const nav = site.locale.toLowerCase().startsWith('en') ? NAV.en : NAV.fr;
  return `<!doctype html>
<html lang="${esc(site.locale.split('-')[0] ?? 'fr')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(site.siteTitle)}</title>
${site.themeCss ? `<style id="sf-theme">${site.themeCss}</style>\n` : ''}<link rel="stylesheet" href="/examples/site.css">
<link rel="stylesheet" href="${SHOP_CSS_PATH}">
<link rel="stylesheet" href="/examples/media.css">
<script type="application/json" id="storefront-config">${inlineJson(site.config)}</script>
<script src="/storefront/storefront.js" async></script>
</head>
<body>
<header class="site-header">
<a class="site-title" href="/">${esc(site.siteTitle)}</a>
<nav aria-label="${nav.label}"><a href="/">${nav.examples}</a> <a href="/shop">${nav.shop}</a> <a href="/cart">${nav.cart} (<span data-storefront="cart-quantity"><span class="sqs-cart-quantity">${site.cart?.totalQuantity ?? 0}</span></span>)</a></nav>
</header>
<main id="main">
${main}
</main>
${cartPill(site)}
</body>
</html>
`;
}
