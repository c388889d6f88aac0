import type { Product } from '../../src/contract/product';
import { readImage } from '../../src/domain/images/model';
import { isRecord } from '../../src/domain/json';
import { sizeImage } from '../common/responsive-images';

/**
 * A product's picture for the SDK's own layers (Quick View, the added popover), from the
 * platform's image JSON in the item (docs/behaviour.md §3 "Images": `items[]` with
 * `assetUrl`, `systemDataVariants`, `originalSize`, `mediaFocalPoint`): the chosen
 * variant's own picture (`mainImageId`), else the first. An `<img>` with `alt`, `width`
 * and `height` (no shift), whose `srcset`, `sizes` and width bucket come from the shared
 * rules (widgets/common/responsive-images.ts) once `place` has put it in its box.
 * `null` when the product has no picture: no image element at all.
 */
export const productImage = (product: Product, sku?: string): { img: HTMLImageElement; place: (eager?: boolean) => void } | null => {
  const items = Array.isArray(product['items']) ? (product['items'] as unknown[]) : [];
  const variant: unknown = sku ? product.structuredContent.variants?.find((v) => v.sku === sku) : undefined;
  const own = isRecord(variant) ? variant['mainImageId'] : undefined;
  const raw = (own && items.find((i) => isRecord(i) && i['id'] === own)) || items[0];
  const image = readImage(raw);
  if (!image || !isRecord(raw)) return null;
  const img = document.createElement('img');
  img.alt = image.alt;
  if (image.size) {
    img.width = image.size.width;
    img.height = image.size.height;
  }
  img.dataset.src = image.assetUrl;
  img.dataset.imageVariants = image.variants.join(',');
  img.dataset.imageFocalPoint = `${image.focalPoint.x},${image.focalPoint.y}`;
  const color = image.colors.center ?? Object.values(image.colors)[0];
  if (color) img.style.backgroundColor = color; // the platform's colorData while the picture loads
  return { img, place: (eager = false) => sizeImage(img, eager) };
};
