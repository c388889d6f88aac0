import type { StructuredContent, Variant } from '../contract/product';
import { isUnlimitedType, normalizeProductType } from './product-type';
import { frProduct } from '../i18n/product';
import type { StatusMark } from './product-display-state';
import { isVariantInStock, variantStock } from './stock';
import { isVariantOnSale } from './variant-price';

/**
 * The status mark and stock once a variant is chosen (issue 3: status and stock
 * follow the selected variant). Sold out takes precedence over sale (docs/behaviour.md §4);
 * digital and gift-card variants are never sold out and have unlimited stock.
 */
export interface VariantDisplayState {
  readonly soldOut: boolean;
  readonly onSale: boolean;
  readonly stock: number;
  readonly statusMark: StatusMark | undefined;
}

export function variantDisplayState(product: StructuredContent, variant: Variant, customSoldOutText?: string): VariantDisplayState {
  const unlimited = isUnlimitedType(normalizeProductType(product.productType));
  const soldOut = !unlimited && !isVariantInStock(variant);
  const onSale = isVariantOnSale(variant);
  const custom = customSoldOutText?.trim() ? customSoldOutText : undefined;
  let statusMark: StatusMark | undefined;
  if (soldOut) statusMark = { kind: 'sold-out', text: custom ?? frProduct.soldOutMark };
  else if (onSale) statusMark = { kind: 'sale', text: frProduct.saleMark };
  return { soldOut, onSale, stock: unlimited ? Number.POSITIVE_INFINITY : variantStock(variant), statusMark };
}
