import * as z from 'zod/mini';
import { MoneySchema } from './money.js';

/**
 * Products as site templates see them (`item.structuredContent`, SPEC.md 3).
 * Platform JSON is loose (`"productType": "1"`, `"isSubscribable": "true"`), so the
 * schemas accept those spellings and the rules normalise them.
 */
const looseNumber = z.union([z.number(), z.string()]);
const looseBoolean = z.union([z.boolean(), z.string()]);

export const BillingPeriodSchema = z.object({
  value: looseNumber,
  unit: z.string(),
});

export const SubscriptionPlanSchema = z.object({
  billingPeriod: z.optional(BillingPeriodSchema),
  numBillingCycles: z.optional(looseNumber),
});

/** A variant's price under one subscription option (`variant.pricingOptions[]`). */
export const PricingOptionSchema = z.looseObject({
  price: z.optional(looseNumber),
  salePrice: z.optional(looseNumber),
  priceMoney: z.optional(MoneySchema),
  salePriceMoney: z.optional(MoneySchema),
  onSale: z.optional(looseBoolean),
  percentageDiscount: z.optional(looseNumber),
  productSubscriptionOptionId: z.optional(z.string()),
  subscriptionPlan: z.optional(SubscriptionPlanSchema),
});
export type PricingOption = z.infer<typeof PricingOptionSchema>;

export const VariantSchema = z.object({
  id: z.optional(z.string()),
  sku: z.optional(z.string()),
  attributes: z.optional(z.record(z.string(), z.string())),
  optionValues: z.optional(z.array(z.object({ optionName: z.optional(z.string()), value: z.string() }))),
  price: z.optional(looseNumber),
  salePrice: z.optional(looseNumber),
  priceMoney: z.optional(MoneySchema),
  salePriceMoney: z.optional(MoneySchema),
  onSale: z.optional(looseBoolean),
  qtyInStock: z.optional(looseNumber),
  unlimited: z.optional(looseBoolean),
  pricingOptions: z.optional(z.array(PricingOptionSchema)),
});
export type Variant = z.infer<typeof VariantSchema>;

export const StructuredContentSchema = z.object({
  productType: z.optional(looseNumber),
  variants: z.optional(z.array(VariantSchema)),
  isSubscribable: z.optional(looseBoolean),
  subscriptionPlan: z.optional(SubscriptionPlanSchema),
  productSubscriptionOptions: z.optional(z.array(z.looseObject({ id: z.string() }))),
  priceMoney: z.optional(MoneySchema),
  salePriceMoney: z.optional(MoneySchema),
  onSale: z.optional(looseBoolean),
  additionalFieldsFormId: z.optional(z.nullable(z.string())),
  additionalFieldsForm: z.optional(z.unknown()),
  useCustomAddButtonText: z.optional(looseBoolean),
  customAddButtonText: z.optional(z.string()),
  variantOptionOrdering: z.optional(z.array(z.string())),
  userDefinedVariantOptions: z.optional(z.array(z.unknown())),
});
export type StructuredContent = z.infer<typeof StructuredContentSchema>;

export const ProductSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  name: z.optional(z.string()),
  collectionId: z.optional(z.string()),
  fullUrl: z.optional(z.string()),
  structuredContent: StructuredContentSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** Storefront-side product types (SPEC.md 3: the storefront enumeration lists 1 to 4). */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
} as const;
export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];
