import type { StructuredContent } from '../contract/product';
import type { ProductTypeCode } from '../contract/product';
import { hasVariedPrices, isOnSale } from './product-prices';
import { isSubscribable, normalizeProductType } from './product-type';
import { isSoldOut, totalStockRemaining } from './stock';
import { frProduct } from '../i18n/product';

/** Has variants: more than one variant to choose from. */
export function hasVariants(product: StructuredContent): boolean {
  return (product.variants?.length ?? 0) > 1;
}

/** The status mark: the sold-out label takes precedence over the sale label (docs/behaviour.md §4). */
export type StatusMark = { readonly kind: 'sold-out'; readonly text: string } | { readonly kind: 'sale'; readonly text: string };


/**
 * The mark to show, or `undefined` for none. `customSoldOutText` is the product's
 * productMerchandisingContext.customSoldOutText; blank means the default.
 */
export function statusMark(
  product: StructuredContent,
  texts: { customSoldOutText?: string | undefined; soldOut?: string | undefined; sale?: string | undefined } = {},
): StatusMark | undefined {
  if (isSoldOut(product)) {
    const custom = texts.customSoldOutText?.trim() ? texts.customSoldOutText : undefined;
    return { kind: 'sold-out', text: custom ?? texts.soldOut ?? frProduct.soldOutMark };
  }
  if (isOnSale(product)) return { kind: 'sale', text: texts.sale ?? frProduct.saleMark };
  return undefined;
}

/** Everything a product block shows about its state, derived in one call. */
export interface ProductDisplayState {
  readonly productType: ProductTypeCode | undefined;
  readonly soldOut: boolean;
  readonly onSale: boolean;
  readonly variedPrices: boolean;
  readonly subscribable: boolean;
  readonly hasVariants: boolean;
  readonly totalStock: number;
  readonly statusMark: StatusMark | undefined;
}

export function productDisplayState(product: StructuredContent, customSoldOutText?: string): ProductDisplayState {
  return {
    productType: normalizeProductType(product.productType),
    soldOut: isSoldOut(product),
    onSale: isOnSale(product),
    variedPrices: hasVariedPrices(product),
    subscribable: isSubscribable(product),
    hasVariants: hasVariants(product),
    totalStock: totalStockRemaining(product),
    statusMark: statusMark(product, { customSoldOutText }),
  };
}
