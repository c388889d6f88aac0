import { isRecord } from '../../../src/domain/json.js';

const hasAsset = (v: unknown): v is Record<string, unknown> => isRecord(v) && typeof v.assetUrl === 'string' && v.assetUrl !== '';

/**
 * The picture of a line (cart, checkout, confirmation): the variant's own image when it
 * has one (a colour's picture), else the product's first image (`items`), its
 * `mainImage`, or the item itself when it carries an `assetUrl` as the platform's
 * item JSON does. Undefined when the product has no picture: the line shows none.
 */
export function itemImage(product: unknown, sku: string): Record<string, unknown> | undefined {
  if (!isRecord(product)) return undefined;
  const content = isRecord(product.structuredContent) ? product.structuredContent : {};
  const variants = Array.isArray(content.variants) ? content.variants : [];
  const variant = variants.find((v) => isRecord(v) && v.sku === sku);
  if (isRecord(variant)) {
    for (const key of ['mainImage', 'image']) if (hasAsset(variant[key])) return variant[key] as Record<string, unknown>;
  }
  const items = Array.isArray(product.items) ? product.items.filter(hasAsset) : [];
  if (items[0]) return items[0];
  if (hasAsset(product.mainImage)) return product.mainImage;
  return hasAsset(product) ? product : undefined;
}
