import type { Db } from '../db.js';
import { getProduct } from '../store/products.js';

export interface VariantView {
  productTitle: string;
  variantLabel: string;
  productUrl: string;
  /** null when the variant never runs out (unlimited, digital, gift card). */
  qtyInStock: number | null;
}

/** Title, variant options, page and live stock of a product's variant, or undefined when either is unknown. */
export function variantView(db: Db, productId: string, variantId: string): VariantView | undefined {
  const product = getProduct(db, productId);
  const variant = product?.structuredContent.variants.find((v) => v.sku === variantId);
  if (!product || !variant) return undefined;
  const type = product.structuredContent.productType;
  const unlimited = variant.unlimited || type === 2 || type === 4;
  return {
    productTitle: product.title,
    variantLabel: Object.values(variant.attributes).join(' / '),
    productUrl: product.fullUrl ?? `/products/${product.id}`,
    qtyInStock: unlimited ? null : variant.qtyInStock,
  };
}
