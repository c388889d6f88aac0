import type { StructuredContent } from '../../src/contract/product';
import { findVariant } from '../../src/domain/variant-resolution';
import { readSelection } from '../product/read-selection';

/**
 * Only the selected variant's restock form shows (issue 9 point 1): the form whose
 * `data-variant-id` is the sku of the variant the pickers name; none while an option is
 * unselected; a product with one variant shows its form without a choice.
 */
export const showSelectedForm = (block: HTMLElement, product: StructuredContent, boxes: readonly HTMLElement[]): void => {
  const sku = findVariant(product, readSelection(block))?.sku;
  for (const box of boxes) box.hidden = box.dataset.variantId !== sku;
};
