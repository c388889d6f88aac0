import { array, boolean, looseObject, nullable, number, object, optional, string, stringMap, union, unknown } from './zod';
import type { output } from './zod';
import { MoneySchema } from './money';

/**
 * Products as site templates see them (`item.structuredContent`, docs/behaviour.md §3).
 * Platform JSON is loose (`"productType": "1"`, `"isSubscribable": "true"`), so the
 * schemas accept those spellings and the rules normalise them.
 */
const looseNumber = union([number(), string()]);
const looseBoolean = union([boolean(), string()]);

export const BillingPeriodSchema = object({
  value: looseNumber,
  unit: string(),
});

export const SubscriptionPlanSchema = object({
  billingPeriod: optional(BillingPeriodSchema),
  numBillingCycles: optional(looseNumber),
});

/** A variant's price under one subscription option (`variant.pricingOptions[]`). */
export const PricingOptionSchema = looseObject({
  price: optional(looseNumber),
  salePrice: optional(looseNumber),
  priceMoney: optional(MoneySchema),
  salePriceMoney: optional(MoneySchema),
  onSale: optional(looseBoolean),
  percentageDiscount: optional(looseNumber),
  productSubscriptionOptionId: optional(string()),
  subscriptionPlan: optional(SubscriptionPlanSchema),
});
export type PricingOption = output<typeof PricingOptionSchema>;

export const VariantSchema = object({
  id: optional(string()),
  sku: optional(string()),
  attributes: optional(stringMap(string())),
  optionValues: optional(array(object({ optionName: optional(string()), value: string() }))),
  price: optional(looseNumber),
  salePrice: optional(looseNumber),
  priceMoney: optional(MoneySchema),
  salePriceMoney: optional(MoneySchema),
  onSale: optional(looseBoolean),
  qtyInStock: optional(looseNumber),
  unlimited: optional(looseBoolean),
  pricingOptions: optional(array(PricingOptionSchema)),
});
export type Variant = output<typeof VariantSchema>;

export const StructuredContentSchema = object({
  productType: optional(looseNumber),
  variants: optional(array(VariantSchema)),
  isSubscribable: optional(looseBoolean),
  subscriptionPlan: optional(SubscriptionPlanSchema),
  productSubscriptionOptions: optional(array(looseObject({ id: string() }))),
  priceMoney: optional(MoneySchema),
  salePriceMoney: optional(MoneySchema),
  onSale: optional(looseBoolean),
  additionalFieldsFormId: optional(nullable(string())),
  additionalFieldsForm: optional(unknown()),
  useCustomAddButtonText: optional(looseBoolean),
  customAddButtonText: optional(string()),
  variantOptionOrdering: optional(array(string())),
  userDefinedVariantOptions: optional(array(unknown())),
});
export type StructuredContent = output<typeof StructuredContentSchema>;

export const ProductSchema = looseObject({
  id: string(),
  title: optional(string()),
  name: optional(string()),
  collectionId: optional(string()),
  fullUrl: optional(string()),
  structuredContent: StructuredContentSchema,
});
export type Product = output<typeof ProductSchema>;

export { ProductType, type ProductTypeCode } from './constants';
