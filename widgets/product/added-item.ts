import type { Product } from '../../src/contract/product';
import { formatMoney } from '../../src/domain/money-format';
import { variantCurrency, variantEffectivePriceCents } from '../../src/domain/variant-price';
import { frPurchase } from '../../src/i18n/purchase';
import type { AddedItem } from './added-popover';
import { productImage } from './product-image';

/** What the popover shows of an added line: the picture, the chosen options, the quantity and the line's price. */
export const addedItem = (product: Product, sku: string, quantity: number, locale: string): AddedItem => {
  const variant = product.structuredContent.variants?.find((v) => v.sku === sku);
  const options = Object.entries(variant?.attributes ?? {})
    .map(([name, value]) => frPurchase.addedOption.replace('{name}', name).replace('{value}', value))
    .join(' · ');
  const price = variant ? formatMoney(variantEffectivePriceCents(variant) * quantity, variantCurrency(variant), locale) : undefined;
  return { image: productImage(product, sku), options, quantity, price };
};
