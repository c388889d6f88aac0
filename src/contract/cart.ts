import { _default, array, boolean, nullable, number, object, optional, string, stringMap, unknown } from './zod';
import type { output } from './zod';
import { MoneySchema } from './money';

/**
 * Cart entry (docs/behaviour.md §3). `additionalFields` is a JSON string of custom form answers.
 * `subTotal` is Money like every product price (a major-unit decimal, "50.00");
 * `purchasePriceCents` is the unit price in minor units, so the line total in minor
 * units is `purchasePriceCents * quantity`.
 */
export const CartEntrySchema = object({
  id: string(),
  itemId: string(),
  quantity: number(),
  chosenVariant: object({
    sku: string(),
    attributes: stringMap(string()),
  }),
  title: string(),
  subTotal: MoneySchema,
  purchasePriceCents: number(),
  additionalFields: nullable(string()),
  /** Product type of the entry's item (1 physical, 2 digital, 3 service, 4 gift card); the cart page shows a quantity input by it. */
  productType: optional(number()),
  /** The item's picture as the platform's image JSON (assetUrl, systemDataVariants, originalSize, mediaFocalPoint), when it has one: the cart page's thumbnail (src/domain/line-item.ts). */
  image: optional(unknown()),
});
export type CartEntry = output<typeof CartEntrySchema>;

/** Shopping cart (docs/behaviour.md §3). Amounts are in minor units of the store currency. */
export const ShoppingCartSchema = object({
  id: string(),
  websiteId: string(),
  orderId: nullable(string()),
  created: number(),
  isPurchased: _default(boolean(), false),
  entries: array(CartEntrySchema),
  shippingOptions: _default(array(unknown()), []),
  selectedShippingOption: nullable(unknown()),
  shippingLocation: nullable(unknown()),
  applicableTaxRules: _default(array(unknown()), []),
  coupons: _default(array(unknown()), []),
  validCoupons: _default(array(unknown()), []),
  invalidCoupons: _default(array(unknown()), []),
  subtotalCents: _default(number(), 0),
  taxCents: _default(number(), 0),
  shippingCostCents: _default(number(), 0),
  discountCents: _default(number(), 0),
  grandTotalCents: _default(number(), 0),
  totalQuantity: _default(number(), 0),
  hasDigital: boolean(),
  purelyDigital: boolean(),
  requiresShipping: boolean(),
});
export type ShoppingCart = output<typeof ShoppingCartSchema>;
