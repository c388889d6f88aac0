import { itemInstalmentPill } from '../../src/domain/instalment-text';
import { findVariant } from '../../src/domain/variant-resolution';
import { readSelection } from '../product/read-selection';
import { renderPill } from './pill-view';
import { readInstalmentItem } from './read-item';

/**
 * The pill of a product block follows the block's chosen variant (issue 9 point 10),
 * with the rules the server rendered it with. Run by the product widget's variant
 * picker effects (widgets/product/variant-sync.ts) after each change, and by the pill's
 * own island when it mounts; never at a product page's mount otherwise, so the page's
 * budget does not grow. A block without a readable item hides its pill.
 */
export const followVariant = (block: HTMLElement): void => {
  const pill = block.querySelector<HTMLElement>('[data-storefront="instalment"]');
  if (!pill) return;
  const item = readInstalmentItem(pill);
  const content = item?.product.structuredContent;
  renderPill(pill, content ? itemInstalmentPill(content, item.context, findVariant(content, readSelection(block))) : null);
};
