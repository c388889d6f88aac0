import type { ShoppingCart } from '../../src/contract/cart';
import { totalRows } from '../../src/domain/cart-rules';

/**
 * Subtotal, taxes, shipping, discount and grand total in the store currency, with
 * the server-rendered classes (`cart-totals`, `data-total`). Busy while a change
 * is on its way, since taxes and shipping wait for the server's answer.
 */
export function CartTotals(props: { cart: ShoppingCart; money: (cents: number) => string; busy: boolean }) {
  const { cart, money } = props;
  const rows = totalRows(cart);
  return (
    <dl className={'cart-totals sf-cart__totals' + (props.busy ? ' sf-cart__totals--busy' : '')} aria-busy={props.busy}>
      {rows.map(([key, label, cents]) => [
        <dt key={key + '-label'}>{label}</dt>,
        <dd key={key} data-total={key}>
          {money(cents)}
        </dd>,
      ])}
    </dl>
  );
}
