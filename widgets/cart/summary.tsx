import type { ShoppingCart } from '../../src/contract/cart';
import type { StoreSettings } from '../../src/contract/config';
import { freeShippingProgress, freeShippingText, summaryAmount, summaryRows, taxSettingsOf } from '../../src/domain/cart-summary';
import { CHECKOUT_PATH } from '../../src/domain/cart-rules';
import { fr } from '../../src/i18n/fr';

/**
 * The cart's summary card (the markup of examples/server/pages/line-items.ts): the
 * progress to free shipping, subtotal, shipping, discount, total and the tax under
 * the store's setting (src/domain/cart-summary.ts), then the checkout button or why
 * checkout waits. Busy while a change is on its way, since the totals wait for the
 * server's answer.
 */
export function CartSummary(props: { cart: ShoppingCart; store: StoreSettings; money: (cents: number) => string; busy: boolean; blocked: string | null }) {
  const { cart, money } = props;
  const rows = summaryRows(cart, taxSettingsOf(props.store));
  const free = freeShippingProgress(cart.subtotalCents, props.store.shipping?.freeFromSubtotalCents, cart.requiresShipping);
  return (
    <section className="sf-summary" aria-labelledby="sf-cart-summary-title">
      <h2 className="sf-summary__title" id="sf-cart-summary-title">
        {fr.cartSummary}
      </h2>
      {free ? (
        <div className={'sf-summary__free-shipping' + (free.remainingCents === 0 ? ' sf-summary__free-shipping--reached' : '')}>
          <p>{freeShippingText(free, money)}</p>
          <progress max={100} value={free.percent} aria-hidden="true" />
        </div>
      ) : null}
      <dl className={'cart-totals sf-cart__totals sf-summary__totals' + (props.busy ? ' sf-cart__totals--busy' : '')} aria-busy={props.busy}>
        {rows.map((r) => (
          <div key={r.key} className={`sf-summary__row sf-summary__row--${r.key}` + (r.included ? ' sf-summary__row--included' : '')}>
            <dt>{r.label}</dt>
            <dd data-total={r.key}>{summaryAmount(r, money)}</dd>
          </div>
        ))}
      </dl>
      {props.blocked ? (
        <p className="sf-cart__minimum" role="note">
          {props.blocked}
        </p>
      ) : (
        <a className="cart-checkout sf-button sf-button--primary" href={CHECKOUT_PATH}>
          {fr.cartCheckout}
        </a>
      )}
      <a className="sf-summary__continue" href="/shop">
        {fr.cartContinue}
      </a>
    </section>
  );
}

/** On a phone, the total and the checkout button stay at the bottom of the screen. */
export function StickyTotal(props: { cents: number; money: (cents: number) => string }) {
  return (
    <div className="sf-cart__sticky">
      <span className="sf-cart__sticky-total">
        {fr.cartTotal} <strong>{props.money(props.cents)}</strong>
      </span>
      <a className="sf-cart__sticky-checkout sf-button sf-button--primary" href={CHECKOUT_PATH}>
        {fr.cartCheckout}
      </a>
    </div>
  );
}
