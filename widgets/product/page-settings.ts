import { areReviewsShown } from '../../src/domain/product-page-rules';
import { isQuantityInputShown } from '../../src/domain/quantity';
import type { ProductBlock } from './block';
import { quantityStepper } from './quantity-stepper';

/**
 * The site's settings over the block's markup (docs/behaviour.md §5: the template renders
 * the quantity input by the same rule; a stale page follows the settings): the quantity
 * input (with its stepper) and the reviews. Returns the restore, for the unmount.
 */
export const applyPageSettings = ({ el, product, config }: ProductBlock): (() => void) => {
  const quantity = el.querySelector<HTMLElement>('.product-quantity-input');
  const quantityHidden = quantity?.hidden;
  if (quantity && !isQuantityInputShown(product.structuredContent, config.store)) quantity.hidden = true;
  el.querySelectorAll<HTMLElement>('.product-reviews').forEach((r) => (r.hidden = !areReviewsShown(config.merchandising)));
  const unstep = quantity && !quantity.hidden ? quantityStepper(quantity) : undefined; // − and + beside the input
  return () => {
    unstep?.();
    if (quantity) quantity.hidden = !!quantityHidden;
  };
};
