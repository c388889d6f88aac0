import { ProductType, type ProductTypeCode } from '../contract/constants';
import { isRecord, type JsonRecord } from './json';
import { platformBoolean, platformNumber } from './platform-number';

/**
 * Product types (docs/behaviour.md §3 "Product types": 1 physical, 2 digital, 3 service,
 * 4 gift card), read as the platform's templates read them: by platformNumber, so 1,
 * "1", " 1", "1.0", "1abc", "1e-7" and `true` are physical (docs/site-engine.md "Rules the
 * suite found"; test/unit/site/commerce/platform-reading.test.ts "stock"); anything else is unknown.
 */

/** A product's type number as the platform reads it (-1 is the platform's "undefined" type; NaN none). */
export const productTypeNumber = (product: unknown): number => platformNumber(isRecord(product) ? product['productType'] : undefined);

/** The type code, or `undefined` for an unknown type. */
export function normalizeProductType(value: unknown): ProductTypeCode | undefined {
  const n = platformNumber(value);
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

/** A product's variants, each an object (a variant that is not one reads as `{}`); none when `variants` is no list. */
export function productVariants(product: unknown): readonly JsonRecord[] {
  const list = isRecord(product) ? product['variants'] : undefined;
  return Array.isArray(list) ? list.map((v: unknown) => (isRecord(v) ? v : {})) : [];
}

/** Physical and service products price and stock per variant. */
export function isStockedType(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE;
}

/** Digital and gift-card products count as unlimited stock (docs/behaviour.md §5 "Quantity input"). */
export function isUnlimitedType(type: ProductTypeCode | undefined): boolean {
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD;
}

/** Subscribable: the `isSubscribable` flag (docs/behaviour.md §4) as the platform reads flags (`true`, "true", a whole number but 0). */
export function isSubscribable(product: unknown): boolean {
  return platformBoolean(isRecord(product) ? product['isSubscribable'] : undefined);
}
