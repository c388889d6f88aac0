import * as z from 'zod/mini';
import { MoneySchema } from './money.js';

/** Cart entry (SPEC.md 3). `additionalFields` is a JSON string of custom form answers. */
export const CartEntrySchema = z.object({
  id: z.string(),
  itemId: z.string(),
  quantity: z.number(),
  chosenVariant: z.object({
    sku: z.string(),
    attributes: z.record(z.string(), z.string()),
  }),
  title: z.string(),
  subTotal: MoneySchema,
  purchasePriceCents: z.number(),
  additionalFields: z.nullable(z.string()),
});
export type CartEntry = z.infer<typeof CartEntrySchema>;

/** Shopping cart (SPEC.md 3). Amounts are in minor units of the store currency. */
export const ShoppingCartSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.nullable(z.string()),
  created: z.number(),
  isPurchased: z._default(z.boolean(), false),
  entries: z.array(CartEntrySchema),
  shippingOptions: z._default(z.array(z.unknown()), []),
  selectedShippingOption: z.nullable(z.unknown()),
  shippingLocation: z.nullable(z.unknown()),
  applicableTaxRules: z._default(z.array(z.unknown()), []),
  coupons: z._default(z.array(z.unknown()), []),
  validCoupons: z._default(z.array(z.unknown()), []),
  invalidCoupons: z._default(z.array(z.unknown()), []),
  subtotalCents: z._default(z.number(), 0),
  taxCents: z._default(z.number(), 0),
  shippingCostCents: z._default(z.number(), 0),
  discountCents: z._default(z.number(), 0),
  grandTotalCents: z._default(z.number(), 0),
  totalQuantity: z._default(z.number(), 0),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;
