import { summaryRows, taxSettingsOf } from '../../../src/domain/cart-summary.js';
import { cartEntrySource, lineItem } from '../../../src/domain/line-item.js';
import { entryParts } from '../../../src/forms/display.js';
import { fr } from '../../../src/i18n/fr.js';
import { orderNumberText } from '../store/orders.js';
import { esc, formatMoney } from './html.js';
import { CHECKOUT_FORM_SCRIPT } from './checkout-form.js';
import { layout } from './layout.js';
import { linesHtml, totalsHtml } from './line-items.js';
import type { PageDataMap } from './types.js';

const SHOP_PATH = '/shop';

/** The checkout's one field with its error under it (aria-invalid, aria-describedby). */
function emailField(error: string | undefined, value: string): string {
  const described = error ? ' aria-invalid="true" aria-describedby="checkout-email-error"' : '';
  return (
    `<div class="sf-field"><label for="checkout-email">E-mail</label>` +
    `<input id="checkout-email" type="email" name="email" autocomplete="email" value="${esc(value)}"${described}>` +
    (error ? `<p class="sf-field__error" id="checkout-email-error">${esc(error)}</p>` : '') +
    `</div>`
  );
}

/** The order summary beside the customer form: lines with their pictures, then the totals. */
function summaryHtml(data: PageDataMap['checkout']): string {
  const { site, cart } = data;
  if (!cart || cart.entries.length === 0) return '';
  const money = (cents: number) => formatMoney(cents, site.currency, site.locale);
  return `<section class="sf-checkout__summary sf-summary" aria-labelledby="checkout-summary-title">
<h2 class="sf-summary__title" id="checkout-summary-title">Récapitulatif de la commande</h2>
${linesHtml(cart.entries.map((e) => lineItem(cartEntrySource(e), entryParts)), money)}
${totalsHtml(summaryRows(cart, taxSettingsOf(site.config.store)), money)}
</section>`;
}

/** Order summary and the test-mode "place order" form (no payment provider). */
export function checkoutPage(data: PageDataMap['checkout']): string {
  const { site, cart } = data;
  if (data.empty) {
    // no cart (a fresh visit): say so and lead back to the shop, no session error
    return layout(
      site,
      data.heading,
      `<h1>${esc(data.heading)}</h1>
<div class="sf-checkout__empty"><p class="checkout-blocked cart-empty">${esc(fr.cartEmpty)}</p><a class="sf-button sf-button--primary" href="${SHOP_PATH}">${esc(fr.cartContinue)}</a></div>`,
    );
  }
  const hidden = Object.entries({ ...data.hidden, crumb: site.crumb })
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const error = data.error ? `<p class="checkout-error sf-alert" role="alert">${esc(data.error)}</p>` : '';
  const form = data.blocked
    ? `<p class="checkout-blocked sf-alert" role="alert">${esc(data.blocked)}</p>\n<p><a class="sf-button sf-button--secondary" href="/cart">Retour au panier</a></p>`
    : `<form class="checkout-form sf-form-grid" method="post" action="${esc(data.action)}" novalidate>
${hidden}
<h2 class="sf-checkout__step">Coordonnées</h2>
${emailField(data.fieldErrors?.email, data.email ?? 'test@example.com')}
<p class="checkout-test-mode">Mode test : aucun paiement n'est demandé.</p>
<button type="submit" class="sf-button sf-button--primary sf-checkout__submit">Passer la commande</button>
<a class="sf-checkout__back" href="${cart && data.action === '/commerce/goto-checkout' ? '/cart' : SHOP_PATH}">${cart && data.action === '/commerce/goto-checkout' ? 'Retour au panier' : esc(fr.cartContinue)}</a>
</form>
<script src="${CHECKOUT_FORM_SCRIPT}" defer></script>`;
  return layout(
    site,
    data.heading,
    `<h1>${esc(data.heading)}</h1>
<div class="sf-checkout">
<div class="sf-checkout__main">
${error}
${form}
</div>
${summaryHtml(data)}
</div>`,
  );
}

export function orderConfirmedPage({ site, order }: PageDataMap['order-confirmed']): string {
  const money = (cents: number) => formatMoney(cents, order.currency, site.locale);
  const lines = order.lines.map((l) =>
    lineItem({ title: l.title, attributes: l.attributes, additionalFields: l.additionalFields, quantity: l.quantity, unitCents: l.unitCents, image: l.image }, entryParts),
  );
  const rows = summaryRows(
    { ...order, shippingCostCents: order.shippingCents, discountCents: order.discountCents },
    { pricesIncludeTax: order.pricesIncludeTax, taxRatePercent: site.config.store.taxRatePercent },
  );
  const heading = order.kind === 'subscription' ? 'Abonnement confirmé' : 'Commande confirmée';
  const number = order.number === null ? order.id : orderNumberText(order.number);
  return layout(
    site,
    heading,
    `<div class="sf-confirmation">
<div class="sf-confirmation__head">
<h1>${heading}</h1>
<p data-storefront="order-confirmed">Merci ! Numéro de commande : <strong class="order-id order-number" data-order-id="${esc(order.id)}">${esc(number)}</strong></p>
<p>Citez ce numéro si vous nous contactez à propos de cette commande.</p>
<a class="sf-button sf-button--primary" href="${SHOP_PATH}">${esc(fr.cartContinue)}</a>
</div>
<section class="sf-summary" aria-labelledby="order-summary-title">
<h2 class="sf-summary__title" id="order-summary-title">Récapitulatif de la commande</h2>
${linesHtml(lines, money, 'order-lines')}
${totalsHtml(rows, money)}
</section>
</div>`,
  );
}
