import { createCommand } from '../../src/runtime/index';
import { lazyPart } from '../common/lazy-part';

/**
 * The `runtime` chunk (scripts/chunk-map.ts `serviceChunks`): the commands of `window.Storefront`
 * (src/runtime/index.ts) with the product-added popover the button shows, loaded as the
 * button's own lazy part on the first add that shows it.
 */
const loadPopover = lazyPart('product.added-popover', () => import('../product/added-popover'));

export const command = createCommand((title, opener) => {
  loadPopover()
    .then((m) => m.showAddedPopover(title, opener))
    .catch(() => {}); // reported by lazyPart; the add itself succeeded
});
