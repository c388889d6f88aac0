import type { SerializedCart } from '../store/serialize.js';
import { readAnswers } from '../../../src/domain/cart-answers.js';
import { esc, formatMoney } from './html.js';
import { layout } from './layout.js';
import type { PageDataMap, SiteView } from './types.js';

const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${esc(k)} : ${esc(v)}`)
    .join(', ');

/** Answers of a custom form, one per line: the cart widget's rule (src/domain/cart-answers.ts), "N/A" when empty. */
function answers(json: string | null): string {
  const list = readAnswers(json);
  if (!list || list.length === 0) return '';
  return `<ul class="cart-entry-answers">${list.map((a) => `<li>${esc(a.label)} : ${esc(a.text)}</li>`).join('')}</ul>`;
}

/** Totals table shared by the cart and checkout pages. */
export function totalsTable(cart: SerializedCart, site: SiteView): string {
  const m = (cents: number) => esc(formatMoney(cents, site.currency, site.locale));
  return `<dl class="cart-totals">
<dt>Sous-total</dt><dd data-total="subtotal">${m(cart.subtotalCents)}</dd>
<dt>Taxes</dt><dd data-total="tax">${m(cart.taxCents)}</dd>
<dt>Livraison</dt><dd data-total="shipping">${m(cart.shippingCostCents)}</dd>
<dt>Remise</dt><dd data-total="discount">${m(cart.discountCents)}</dd>
<dt>Total</dt><dd data-total="grand">${m(cart.grandTotalCents)}</dd>
</dl>`;
}

export function cartEntriesList(cart: SerializedCart, site: SiteView): string {
  const rows = cart.entries.map(
    (e) =>
      `<li class="cart-entry" data-entry-id="${esc(e.id)}"><span class="cart-entry-title">${esc(e.title)}</span>` +
      (Object.keys(e.chosenVariant.attributes).length ? ` <span class="cart-entry-variant">${attrs(e.chosenVariant.attributes)}</span>` : '') +
      ` <span class="cart-entry-quantity">× ${e.quantity}</span>` +
      ` <span class="cart-entry-total">${esc(formatMoney(e.purchasePriceCents * e.quantity, site.currency, site.locale))}</span>` +
      `${answers(e.additionalFields)}</li>`,
  );
  return `<ul class="cart-entries">\n${rows.join('\n')}\n</ul>`;
}

/** /cart: the cart island with a server-rendered list as its fallback. */
export function cartPage({ site }: PageDataMap['cart']): string {
  const cart = site.cart;
  const body =
    !cart || cart.entries.length === 0
      ? '<p class="cart-empty">Votre panier est vide.</p>'
      : `${cartEntriesList(cart, site)}\n${totalsTable(cart, site)}\n<p><a class="cart-checkout" href="/commerce/goto-checkout">Passer la commande</a></p>`;
  return layout(site, 'Panier', `<h1>Panier</h1>\n<div data-storefront="cart">\n${body}\n</div>`);
}
