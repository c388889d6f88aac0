import { esc, formatMoney } from './html.js';
import { cartEntriesList, totalsTable } from './cart-pages.js';
import { CHECKOUT_FORM_SCRIPT } from './checkout-form.js';
import { layout } from './layout.js';
import type { PageDataMap } from './types.js';

/** Order summary and the test-mode "place order" form (no payment provider). */
export function checkoutPage(data: PageDataMap['checkout']): string {
  const { site, cart } = data;
  const hidden = Object.entries({ ...data.hidden, crumb: site.crumb })
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const error = data.error ? `<p class="checkout-error" role="alert">${esc(data.error)}</p>` : '';
  const form = data.blocked
    ? `<p class="checkout-blocked" role="alert">${esc(data.blocked)}</p>\n<p><a href="/cart">Retour au panier</a></p>`
    : `<form class="checkout-form" method="post" action="${esc(data.action)}">
${hidden}
<label>E-mail <input type="email" name="email" autocomplete="email" value="test@example.com"></label>
<p class="checkout-test-mode">Mode test : aucun paiement n'est demandé.</p>
<button type="submit">Passer la commande</button>
</form>
<script src="${CHECKOUT_FORM_SCRIPT}" defer></script>`;
  return layout(
    site,
    data.heading,
    `<h1>${esc(data.heading)}</h1>
<section class="checkout-summary" aria-label="Récapitulatif de la commande">
${cart && cart.entries.length > 0 ? `${cartEntriesList(cart, site)}\n${totalsTable(cart, site)}` : '<p class="cart-empty">Votre panier est vide.</p>'}
</section>
${error}
${form}`,
  );
}

export function orderConfirmedPage({ site, order }: PageDataMap['order-confirmed']): string {
  const m = (cents: number) => esc(formatMoney(cents, order.currency, site.locale));
  const lines = order.lines
    .map((l) => `<li>${esc(l.title)}${Object.keys(l.attributes).length ? ` (${esc(Object.values(l.attributes).join(', '))})` : ''} × ${l.quantity} : ${m(l.lineCents)}</li>`)
    .join('\n');
  const heading = order.kind === 'subscription' ? 'Abonnement confirmé' : 'Commande confirmée';
  return layout(
    site,
    heading,
    `<h1>${heading}</h1>
<p data-storefront="order-confirmed">Merci ! Numéro de commande : <strong class="order-id" data-order-id="${esc(order.id)}">${esc(order.id)}</strong></p>
<ul class="order-lines">
${lines}
</ul>
<dl class="cart-totals">
<dt>Sous-total</dt><dd>${m(order.subtotalCents)}</dd>
<dt>Taxes</dt><dd>${m(order.taxCents)}</dd>
<dt>Livraison</dt><dd>${m(order.shippingCents)}</dd>
<dt>Total</dt><dd data-total="grand">${m(order.grandTotalCents)}</dd>
</dl>
<p><a href="/shop">Continuer les achats</a></p>`,
  );
}
