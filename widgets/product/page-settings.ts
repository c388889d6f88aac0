import { areReviewsShown } from '../../src/domain/product-page-rules';
import { isQuantityInputShown } from '../../src/domain/quantity';
import type { ProductBlock } from './block';

/**
 * The site's settings over the block's markup (docs/behaviour.md §5: the template renders
 * the quantity input by the same rule; a stale page follows the settings): the quantity
 * input and the reviews. Returns the restore, for the unmount.
 */
export const applyPageSettings = ({ el, product, config }: ProductBlock): (() => void) => {
  const quantity = el.querySelector<HTMLElement>('.product-quantity-input');
  const quantityHidden = quantity?.hidden;
  if (quantity && !isQuantityInputShown(product.structuredContent, config.store)) quantity.hidden = true;
  el.querySelectorAll<HTMLElement>('.product-reviews').forEach((r) => (r.hidden = !areReviewsShown(config.merchandising)));
  return () => {
    if (quantity) quantity.hidden = !!quantityHidden;
  };
};
