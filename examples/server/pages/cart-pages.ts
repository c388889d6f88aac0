import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/contract/calls.js';
import { CHECKOUT_PATH, checkoutBlock, totalRows, entryName, fill, hasQuantityInput, lineCents, variantText } from '../../../src/domain/cart-rules.js';
import { fr } from '../../../src/i18n/fr.js';
import type { CartEntry } from '../../../src/contract/cart.js';
import type { SerializedCart } from '../store/serialize.js';
import { readAnswers } from '../../../src/domain/cart-answers.js';
import { esc, formatMoney } from './html.js';
import { layout } from './layout.js';
import type { PageDataMap, SiteView } from './types.js';

/** Answers of a custom form, one per line: the cart widget's rule (src/domain/cart-answers.ts), "N/A" when empty. */
function answers(json: string | null): string {
  const list = readAnswers(json);
  if (!list || list.length === 0) return '';
  return `<ul class="cart-entry-answers">${list.map((a) => `<li>${esc(a.label)} : ${esc(a.text)}</li>`).join('')}</ul>`;
}

/** Totals table shared by the cart and checkout pages: the cart widget's markup and labels. */
export function totalsTable(cart: SerializedCart, site: SiteView): string {
  const m = (cents: number) => esc(formatMoney(cents, site.currency, site.locale));
  const rows = totalRows(cart);
  return `<dl class="cart-totals sf-cart__totals">${rows.map(([k, label, cents]) => `<dt>${esc(label)}</dt><dd data-total="${k}">${m(cents)}</dd>`).join('')}</dl>`;
}

/**
 * The cart page's entries as the cart widget renders them (widgets/cart/cart-entry-row.tsx),
 * controls disabled until the widget takes over, so enhancing moves nothing on screen.
 */
function cartPageEntry(e: CartEntry, site: SiteView): string {
  const variant = variantText(e.chosenVariant.attributes);
  const quantity = hasQuantityInput(e)
    ? `<span class="cart-entry-quantity sf-cart__quantity"><label for="sf-cart-quantity-${esc(e.id)}">${esc(fr.cartQuantity)}</label> ` +
      `<input id="sf-cart-quantity-${esc(e.id)}" type="number" inputmode="numeric" min="${QUANTITY_MIN}" max="${QUANTITY_MAX}" step="1" value="${e.quantity}" aria-label="${esc(fill(fr.cartQuantityOf, { title: entryName(e) }))}" disabled></span>`
    : `<span class="cart-entry-quantity">× ${e.quantity}</span>`;
  return (
    `<li class="cart-entry sf-cart__entry" data-entry-id="${esc(e.id)}"><span class="cart-entry-title">${esc(e.title)}</span>` +
    (variant ? ` <span class="cart-entry-variant">${esc(variant)}</span>` : '') +
    ` ${quantity} <span class="cart-entry-total">${esc(formatMoney(lineCents(e), site.currency, site.locale))}</span> ` +
    `<button type="button" class="sf-cart__remove" aria-label="${esc(fill(fr.cartRemoveOf, { title: entryName(e) }))}" disabled>${esc(fr.cartRemove)}</button>` +
    answers(e.additionalFields) +
    (e.additionalFields !== null
      ? `<button type="button" class="sf-cart__edit-answers" aria-label="${esc(fill(fr.cartEditAnswersOf, { title: entryName(e) }))}" disabled>${esc(fr.cartEditAnswers)}</button>`
      : '') +
    `</li>`
  );
}

export function cartEntriesList(cart: SerializedCart, site: SiteView): string {
  const rows = cart.entries.map(
    (e) =>
      `<li class="cart-entry" data-entry-id="${esc(e.id)}"><span class="cart-entry-title">${esc(e.title)}</span>` +
      (Object.keys(e.chosenVariant.attributes).length ? ` <span class="cart-entry-variant">${esc(variantText(e.chosenVariant.attributes))}</span>` : '') +
      ` <span class="cart-entry-quantity">× ${e.quantity}</span>` +
      ` <span class="cart-entry-total">${esc(formatMoney(e.purchasePriceCents * e.quantity, site.currency, site.locale))}</span>` +
      `${answers(e.additionalFields)}</li>`,
  );
  return `<ul class="cart-entries">\n${rows.join('\n')}\n</ul>`;
}

/** /cart: the cart island, server-rendered with the widget's own markup as its fallback. */
export function cartPage({ site }: PageDataMap['cart']): string {
  const cart = site.cart;
  const checkout = cart ? checkoutBlock(cart, site.config.store.minimumSubtotalCents, site.currency, site.locale) : null;
  const body =
    !cart || cart.entries.length === 0
      ? `<p class="cart-empty" tabindex="-1">${esc(fr.cartEmpty)}</p>`
      : `<ul class="cart-entries">${cart.entries.map((e) => cartPageEntry(e, site)).join('')}</ul>\n${totalsTable(cart, site)}\n` +
        (checkout
          ? `<p class="sf-cart__minimum" role="note">${esc(checkout)}</p>`
          : `<p><a class="cart-checkout" href="${CHECKOUT_PATH}">${esc(fr.cartCheckout)}</a></p>`);
  return layout(
    site,
    'Panier',
    `<h1>Panier</h1>\n<div data-storefront="cart">\n<div class="sf-cart sf-cart--static">\n${body}\n<p class="sf-cart__status" role="status"></p>\n</div>\n</div>`,
  );
}
