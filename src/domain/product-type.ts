import { ProductType, type ProductTypeCode } from '../contract/constants.js';
import type { StructuredContent } from '../contract/product.js';
import { looseBoolean } from './loose.js';

/**
 * Product type normalisation (docs/behaviour.md §3 "Product types": 1 physical, 2 digital,
 * 3 service, 4 gift card). Accepts `1` or `"1"`; anything else is unknown.
 */
export function normalizeProductType(value: unknown): ProductTypeCode | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  switch (n) {
    case ProductType.PHYSICAL:
    case ProductType.DIGITAL:
    case ProductType.SERVICE:
    case ProductType.GIFT_CARD:
      return n;
    default:
      return undefined;
  }
}

/** Physical and service products price and stock per variant. */
export function isStockedType(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE;
}

/** Digital and gift-card products count as unlimited stock (docs/behaviour.md §5 "Quantity input"). */
export function isUnlimitedType(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD;
}

/** Subscribable: the `isSubscribable` flag (docs/behaviour.md §4), `true` or `"true"`. */
export function isSubscribable(product: StructuredContent): boolean {
  return looseBoolean(product.isSubscribable);
}
