import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/contract/calls.js';
import { CHECKOUT_PATH, checkoutBlock, entryName, fill, hasQuantityInput } from '../../../src/domain/cart-rules.js';
import { freeShippingProgress, summaryRows, taxSettingsOf } from '../../../src/domain/cart-summary.js';
import { cartEntrySource, lineItem } from '../../../src/domain/line-item.js';
import { entryParts } from '../../../src/forms/display.js';
import { fr } from '../../../src/i18n/fr.js';
import type { CartEntry } from '../../../src/contract/cart.js';
import type { SerializedCart } from '../store/serialize.js';
import { esc, formatMoney } from './html.js';
import { layout } from './layout.js';
import { freeShippingHtml, lineHtml, totalsHtml } from './line-items.js';
import type { PageDataMap, SiteView } from './types.js';

const moneyOf = (site: SiteView) => (cents: number) => formatMoney(cents, site.currency, site.locale);

/** The summary rows of a cart under the site's tax setting. */
export const cartSummaryRows = (cart: SerializedCart, site: SiteView) => summaryRows(cart, taxSettingsOf(site.config.store));

/**
 * The quantity stepper as the cart widget renders it (widgets/cart/quantity-input.tsx),
 * disabled until the widget takes over, so enhancing moves nothing on screen.
 */
function stepperHtml(e: CartEntry): string {
  if (!hasQuantityInput(e)) return `<span class="cart-entry-quantity">× ${e.quantity}</span>`;
  const id = `sf-cart-quantity-${esc(e.id)}`;
  const name = entryName(e);
  return (
    `<span class="cart-entry-quantity sf-cart__quantity sf-stepper"><label class="sf-sr" for="${id}">${esc(fr.cartQuantity)}</label>` +
    `<button type="button" class="sf-stepper__step" aria-label="${esc(fill(fr.cartDecrease, { title: name }))}" disabled>−</button>` +
    `<input id="${id}" type="number" inputmode="numeric" min="${QUANTITY_MIN}" max="${QUANTITY_MAX}" step="1" value="${e.quantity}" aria-label="${esc(fill(fr.cartQuantityOf, { title: name }))}" disabled>` +
    `<button type="button" class="sf-stepper__step" aria-label="${esc(fill(fr.cartIncrease, { title: name }))}" disabled>+</button></span>`
  );
}

function actionsHtml(e: CartEntry): string {
  const name = entryName(e);
  return (
    `<button type="button" class="sf-cart__remove sf-link-button" aria-label="${esc(fill(fr.cartRemoveOf, { title: name }))}" disabled>${esc(fr.cartRemove)}</button>` +
    (e.additionalFields !== null
      ? `<button type="button" class="sf-cart__edit-answers sf-link-button" aria-label="${esc(fill(fr.cartEditAnswersOf, { title: name }))}" disabled>${esc(fr.cartEditAnswers)}</button>`
      : '')
  );
}

function cartBody(cart: SerializedCart, site: SiteView): string {
  const money = moneyOf(site);
  const blocked = checkoutBlock(cart, site.config.store.minimumSubtotalCents, site.currency, site.locale);
  const rows = cartSummaryRows(cart, site);
  const free = freeShippingProgress(cart.subtotalCents, site.config.store.shipping?.freeFromSubtotalCents, cart.requiresShipping);
  const lines = cart.entries
    .map((e) => lineHtml(lineItem(cartEntrySource(e), entryParts), money, { quantity: stepperHtml(e), actions: actionsHtml(e), attrs: ` data-entry-id="${esc(e.id)}"` }))
    .join('\n');
  const checkout = blocked
    ? `<p class="sf-cart__minimum" role="note">${esc(blocked)}</p>`
    : `<a class="cart-checkout sf-button sf-button--primary" href="${CHECKOUT_PATH}">${esc(fr.cartCheckout)}</a>`;
  const grand = rows.find((r) => r.key === 'grand');
  return `<div class="sf-cart__layout">
<div class="sf-cart__lines">
<div class="sf-cart__head" aria-hidden="true"><span>${esc(fr.cartProduct)}</span><span>${esc(fr.cartQuantity)}</span><span>${esc(fr.cartLineTotal)}</span></div>
<ul class="sf-lines cart-entries">${lines}</ul>
</div>
<section class="sf-summary" aria-labelledby="sf-cart-summary-title">
<h2 class="sf-summary__title" id="sf-cart-summary-title">${esc(fr.cartSummary)}</h2>
${freeShippingHtml(free, money)}
${totalsHtml(rows, money)}
${checkout}
<a class="sf-summary__continue" href="/shop">${esc(fr.cartContinue)}</a>
</section>
</div>
${blocked ? '' : `<div class="sf-cart__sticky"><span class="sf-cart__sticky-total">${esc(fr.cartTotal)} <strong>${esc(money(grand?.cents ?? 0))}</strong></span><a class="sf-cart__sticky-checkout sf-button sf-button--primary" href="${CHECKOUT_PATH}">${esc(fr.cartCheckout)}</a></div>`}`;
}

/** The empty cart: what it says and the way back to the shop. */
export function emptyCartHtml(): string {
  return `<div class="sf-cart__empty"><p class="cart-empty" tabindex="-1">${esc(fr.cartEmpty)}</p><a class="sf-button sf-button--primary" href="/shop">${esc(fr.cartContinue)}</a></div>`;
}

/** /cart: the cart island, server-rendered with the widget's own markup as its fallback. */
export function cartPage({ site }: PageDataMap['cart']): string {
  const cart = site.cart;
  const body = !cart || cart.entries.length === 0 ? emptyCartHtml() : cartBody(cart, site);
  return layout(
    site,
    'Panier',
    `<h1>Panier</h1>\n<div data-storefront="cart">\n<div class="sf-cart sf-cart--static">\n${body}\n<p class="sf-cart__status" role="status"></p>\n</div>\n</div>`,
  );
}
