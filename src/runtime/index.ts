import type { Host } from './host';
import { ensureCart, refreshCart } from '../state/cart-actions';
import { type ShowAddedPopover, addToCartCommand } from './add-to-cart';
import { bridgeCartEvents } from './events';
import { trackingCommand } from '../tracking/commands';
import { startTrackingAfterLoad } from '../tracking/start';

/**
 * The commands behind `Storefront.call(...)` and queued commands (src/public-api.ts).
 * Inputs are validated with the shared contract. The runtime chunk's entry
 * (widgets/runtime/index.ts) hands in the widgets' product-added popover.
 */
export const createCommand = (showPopover: ShowAddedPopover) => async (name: string, args: readonly unknown[], _host: Host): Promise<unknown> => {
  bridgeCartEvents();
  startTrackingAfterLoad(); // after load and idle, once
  switch (name) {
    case 'getCart':
      return ensureCart();
    case 'refreshCart':
      return refreshCart();
    case 'addToCart':
      return addToCartCommand(args[0], showPopover);
    case 'consent':
    case 'track':
      return trackingCommand(name, args[0]);
    default:
      throw new TypeError(`Unknown Storefront command "${name}"`);
  }
};
