/**
 * The `runtime` chunk's entry (the commands of `window.Storefront`, src/runtime/index.ts), on
 * the widgets' one shared chunk (widgets/common/eager.ts), with the product-added popover the
 * button shows (loaded on the first add that shows it).
 */
import '../common/eager';
import { createCommand } from '../../src/runtime/index';

export const command = createCommand(
  (title, opener) => void import('../product/added-popover').then((m) => m.showAddedPopover(title, opener)),
);
