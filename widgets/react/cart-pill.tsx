import { useEffect } from 'react';
import { isPillShown, pillName } from '../../src/domain/cart-pill';
import { formatMoney } from '../../src/domain/money-format';
import { cartQuantity } from '../../src/state/cart';
import { CartPill as PillContent } from '../cart-pill/cart-pill';
import { useCart } from './use-cart';
import { isDevelopment, readPageMoneySettings, usePageMoneySettings } from './page-settings';

export interface CartPillProps {
  /** Where the pill leads; default `/cart`. */
  href?: string;
  /** The store currency when the page has no configuration block giving it (docs/behaviour.md §3). */
  currency?: string;
  /** The locale when the page has no configuration block giving it. */
  locale?: string;
  /** Default `sf-cart-pill`, the script-tag pill's class. */
  className?: string;
}

/** What the pill falls back to with neither (docs/behaviour.md §3 default currency; the configuration's default locale). */
const FALLBACK = { currency: 'USD', locale: 'fr-FR' } as const;
/** What was said already: each warning once a page. */
const warned = new Set<string>();

/** Development builds only, each once a page: the pill has no currency or no locale from the page or its props. */
const warnWithout = (currency: string | undefined, locale: string | undefined): void => {
  if (!isDevelopment()) return;
  const page = readPageMoneySettings(); // in an effect: the page is there, hydration or not
  const missing = (['currency', 'locale'] as const).filter((key) => !(page[key] ?? (key === 'currency' ? currency : locale)));
  const message = `[storefront] <CartPill> has no ${missing.join(' and no ')}: the page has no configuration block (#storefront-config) giving it and no prop was passed, so it uses ${missing.map((key) => FALLBACK[key]).join(' and ')}. Pass currency="EUR" and locale="fr-FR" (docs/api.md "React").`;
  if (!missing.length || warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

/**
 * The floating cart pill for React apps: a link with "N items" and the subtotal (the
 * script-tag pill's component), named "1 item, 25,00 €", hidden while the cart loads
 * and at 0. It loads the cart by docs/behaviour.md §4's rule (`useCart`). The currency
 * and locale come from the page's configuration block, else from the props; without
 * either, a development build warns once and the pill falls back to USD or fr-FR.
 */
export function CartPill({ href = '/cart', currency, locale, className = 'sf-cart-pill' }: CartPillProps) {
  const cart = useCart();
  const page = usePageMoneySettings();
  const shown = { currency: page.currency ?? currency ?? FALLBACK.currency, locale: page.locale ?? locale ?? FALLBACK.locale };
  useEffect(() => warnWithout(currency, locale), [currency, locale]);
  const quantity = cartQuantity(cart);
  const name = pillName(quantity, formatMoney(cart?.subtotalCents ?? 0, shown.currency, shown.locale));
  return (
    <a href={href} className={className} hidden={!isPillShown(quantity)} aria-label={name}>
      <PillContent currency={shown.currency} locale={shown.locale} />
    </a>
  );
}
