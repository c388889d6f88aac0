import { isPillShown, pillName } from '../../src/domain/cart-pill';
import { formatMoney } from '../../src/domain/money-format';
import { cartQuantity } from '../../src/state/cart';
import { CartPill as PillContent } from '../cart-pill/cart-pill';
import { useCart } from './use-cart';

export interface CartPillProps {
  /** Where the pill leads; default `/cart`. */
  href?: string;
  /** The store currency (docs/behaviour.md §3); default USD. */
  currency?: string;
  /** Default fr-FR, like the site configuration. */
  locale?: string;
  /** Default `sf-cart-pill`, the script-tag pill's class. */
  className?: string;
}

/**
 * The floating cart pill for React apps: a link with "N items" and the subtotal (the
 * script-tag pill's component), named "1 item, 25,00 €", hidden while the cart loads
 * and at 0. It loads the cart by docs/behaviour.md §4's rule (`useCart`).
 */
export function CartPill({ href = '/cart', currency = 'USD', locale = 'fr-FR', className = 'sf-cart-pill' }: CartPillProps) {
  const cart = useCart();
  const quantity = cartQuantity(cart);
  const name = pillName(quantity, formatMoney(cart?.subtotalCents ?? 0, currency, locale));
  return (
    <a href={href} className={className} hidden={!isPillShown(quantity)} aria-label={name}>
      <PillContent currency={currency} locale={locale} />
    </a>
  );
}
