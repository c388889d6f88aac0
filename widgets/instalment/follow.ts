import '../shared/eager';
import type { Product } from '../../src/contract/product';
import { itemInstalmentPill } from '../../src/domain/instalment-text';
import { findVariant } from '../../src/domain/variant-resolution';
import { readSelection } from '../product/read-selection';
import { renderPill } from './pill-view';
import { instalmentContextOf } from './read-offer';

/**
 * The pill follows the product block's chosen variant (issue 9 point 10): loaded by the
 * product widget when the shopper changes a picker (or at mount for a pill the template
 * left empty), never otherwise, so a product page's mount stays within its budget.
 */
export const followVariant = (el: HTMLElement, product: Product): void => {
  const pill = el.querySelector<HTMLElement>('[data-storefront="instalment"]');
  if (!pill) return;
  const content = product.structuredContent;
  renderPill(pill, itemInstalmentPill(content, instalmentContextOf(product), findVariant(content, readSelection(el))));
};
