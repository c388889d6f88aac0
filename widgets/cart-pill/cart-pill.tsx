import { formatMoney } from '../../src/domain/money-format';
import { cartQuantity } from '../../src/state/cart';
import { isPillShown, pillLabel } from '../../src/domain/cart-pill';
import { useCart } from '../cart/use-cart';

/** The floating cart pill: "N items" and the subtotal, opening /cart (docs/behaviour.md §2). */
export function CartPill(props: { currency: string; locale: string }) {
  const cart = useCart();
  const quantity = cartQuantity(cart);
  const subtotal = cart ? formatMoney(cart.subtotalCents, props.currency, props.locale) : '';
  return (
    <>
      <span className="sf-cart-pill__count">{pillLabel(quantity)}</span>
      {subtotal ? <span className="sf-cart-pill__subtotal">{subtotal}</span> : null}
    </>
  );
}

export { isPillShown };
