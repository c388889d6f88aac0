import type { ProductMerchandisingContext } from '../../../src/contract/index.js';
import { isStockedType, normalizeProductType } from '../../../src/domain/product-type.js';
import { isVariantUnlimited, variantStock } from '../../../src/domain/stock.js';
import type { CatalogueProduct } from '../catalogue.js';

/**
 * The views the platform adds to a product's merchandising context before rendering
 * (docs/behaviour.md §3 productMerchandisingContext), derived here from live stock with the
 * src/domain stock rules: `scarcityTemplateViews` for variants with 1 to
 * LOW_STOCK_THRESHOLD left (when scarcity is enabled), `restockNotificationViews` for
 * sold-out variants (when restock messages are set; `variantId` is the sku).
 * `{item|product-scarcity}` and `{item|product-restock-notification}` read them.
 */
export const LOW_STOCK_THRESHOLD = 5;

type Views = Pick<ProductMerchandisingContext, 'scarcityTemplateViews' | 'restockNotificationViews'>;

const limitedVariants = (p: CatalogueProduct) =>
  isStockedType(normalizeProductType(p.structuredContent.productType))
    ? p.structuredContent.variants.filter((v) => !isVariantUnlimited(v))
    : [];

/** A variant's attributes, or none for a product without options (a product-wide view). */
const attributesOf = (attributes: Record<string, string>) => (Object.keys(attributes).length > 0 ? { attributes } : {});

export function merchandisingViews(p: CatalogueProduct, settings: ProductMerchandisingContext | undefined): Views {
  if (!settings) return {};
  const limited = limitedVariants(p);
  const views: Views = {};
  if (settings.scarcityEnabled) {
    views.scarcityTemplateViews = limited
      .filter((v) => variantStock(v) > 0 && variantStock(v) <= LOW_STOCK_THRESHOLD)
      .map((v) => ({ qtyInStock: variantStock(v), ...attributesOf(v.attributes) }));
  }
  if (settings.restockNotificationMessages) {
    // A product with several variants shows a variant's form once the shopper picks it (the
    // restock widget follows the picker), even when the whole product is sold out.
    const hiddenByDefault = p.structuredContent.variants.length > 1;
    views.restockNotificationViews = limited
      .filter((v) => variantStock(v) <= 0)
      .map((v) => ({ variantId: v.sku, hiddenByDefault }));
  }
  return views;
}

/** The merchandising contexts of `products`, each with its live views. */
export function withViews(
  contexts: Readonly<Record<string, ProductMerchandisingContext>>,
  products: readonly CatalogueProduct[],
): Record<string, ProductMerchandisingContext> {
  const out: Record<string, ProductMerchandisingContext> = { ...contexts };
  for (const p of products) {
    const settings = contexts[p.id];
    if (settings) out[p.id] = { ...settings, ...merchandisingViews(p, settings) };
  }
  return out;
}
