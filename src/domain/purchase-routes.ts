import { looseBoolean } from './loose';

/**
 * Where a purchase goes after the button (docs/behaviour.md §2 routes, docs/behaviour.md §4): express checkout
 * after a successful add, the subscription page with the returned cart token, the gift
 * card page with websiteId, giftCardProductId and sku.
 */
export const EXPRESS_CHECKOUT_PATH = '/commerce/goto-checkout';

export const subscribeUrl = (cartToken: string): string => `/checkout/subscribe?${new URLSearchParams({ cartToken })}`;

export const giftCardUrl = (websiteId: string, giftCardProductId: string, sku?: string): string => {
  const query = new URLSearchParams({ websiteId, giftCardProductId });
  if (sku) query.set('sku', sku);
  return `/checkout/giftcard?${query}`;
};

/**
 * Express checkout needs the hasCart cookie (true) or the CART cookie (docs/behaviour.md §5);
 * otherwise the session expired, or cookies are off.
 */
export function expressCheckoutProblem(
  hasCart: string | null,
  cart: string | null,
  cookiesEnabled: boolean,
): 'session-expired' | 'cookies-disabled' | null {
  if (looseBoolean(hasCart) || cart !== null) return null;
  return cookiesEnabled ? 'session-expired' : 'cookies-disabled';
}
