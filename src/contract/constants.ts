/**
 * The contract's plain constants (routes, cookie and header names, quantity bounds,
 * product type codes), apart from its zod schemas: zod factories are not pure, so a
 * module that imports a constant from a schema module bundles every schema of it.
 * Re-exported by calls.ts and product.ts.
 */

/** docs/behaviour.md §9: quantity 1 to 9999. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
/** Units one cart holds in all (an entry, and every entry summed, never past it): adds that would exceed it are refused. */
export const CART_QUANTITY_MAX = QUANTITY_MAX;
/** Longest `additionalFields` JSON string one cart entry holds (the reference backend refuses longer). */
export const ADDITIONAL_FIELDS_MAX = 16_384;
/** Longest e-mail address a call may carry (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** Longest bot-check token or form submission key a call may carry. */
export const TOKEN_MAX = 2048;
/** Longest item id or sku a call may name. */
export const ID_MAX = 128;

/**
 * The 27 store currencies (docs/behaviour.md §3 "Currencies (27)"); all have 2 fraction digits
 * except JPY with 0. A code outside them is read as docs/behaviour.md §3 "Money" says: the
 * site configuration's reads as USD, a price's is shown without a currency sign.
 */
export const CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Whether `code` is one of the 27 store currencies, exactly as written (upper case). */
export const isCurrency = (code: unknown): code is Currency => (CURRENCIES as readonly unknown[]).includes(code);

/** docs/behaviour.md §7: the API root when the page configuration gives none (`apiRoot`). */
export const DEFAULT_API_ROOT = '/api/';

/**
 * A call "under the API root" (docs/behaviour.md §7: the inventory call): the configured root
 * then `path`. A root that is not a same-origin path (`/…`, not `//…`) reads as the default.
 */
export const underApiRoot = (apiRoot: string, path: string): string => {
  const root = /^\/(?![/\\])[^?#\s\\]*$/.test(apiRoot) ? apiRoot : DEFAULT_API_ROOT;
  return (root.endsWith('/') ? root : root + '/') + path;
};

/** The inventory call's path under the API root: GET commerce/inventory/stock/?itemId= */
export const INVENTORY_PATH = 'commerce/inventory/stock/';

/** The routes of docs/behaviour.md §7 the cart uses, plus the two the cart UI implies. */
export const routes = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  entryAdditionalFields: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  subscription: '/api/3/commerce/cart/subscription',
  /** under the default root; the widgets call `underApiRoot(config.apiRoot, INVENTORY_PATH)` */
  inventory: DEFAULT_API_ROOT + INVENTORY_PATH,
  config: '/api/context/config',
  quickView: (id: string) => `/api/census/RecordQuickView/${encodeURIComponent(id)}`,
} as const;

/** Name of the header that carries the crumb (CSRF token), read from the `crumb` cookie. */
export const CRUMB_HEADER = 'X-CSRF-Token';
export const CRUMB_COOKIE = 'crumb';
/** Cookies that say a cart exists (docs/behaviour.md §4: has-cart cookie true, or a cart cookie). */
export const HAS_CART_COOKIE = 'hasCart';
export const CART_COOKIE = 'CART';
export const SITE_USER_COOKIE = 'SiteUserInfo';

/** Storefront-side product types (docs/behaviour.md §3: the storefront enumeration lists 1 to 4). */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
} as const;
export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];
