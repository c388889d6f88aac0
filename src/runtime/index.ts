import type { Host } from './host';
import { AddEntryRequestSchema } from '../contract/calls';
import { messageFor } from '../api/messages';
import { addEntry, ensureCart, refreshCart } from '../state/cart-actions';
import { bridgeCartEvents } from './events';
import { trackingCommand } from '../tracking/commands';
import { startTrackingAfterLoad } from '../tracking/start';

/**
 * The runtime chunk behind `Storefront.call(...)` and queued commands
 * (src/public-api.ts). Inputs are validated with the shared contract.
 */
export const command = async (name: string, args: readonly unknown[], _host: Host): Promise<unknown> => {
  bridgeCartEvents();
  startTrackingAfterLoad(); // after load and idle, once
  switch (name) {
    case 'getCart':
      return ensureCart();
    case 'refreshCart':
      return refreshCart();
    case 'addToCart': {
      const raw = args[0];
      const input = AddEntryRequestSchema.safeParse(typeof raw === 'object' && raw !== null ? { quantity: 1, ...raw } : raw);
      if (!input.success) throw new TypeError('addToCart: ' + input.error.message);
      const result = await addEntry(input.data);
      if (!result.ok) throw new Error(messageFor(result.error));
      return result.value.shoppingCart;
    }
    case 'consent':
    case 'track':
      return trackingCommand(name, args[0]);
    default:
      throw new TypeError(`Unknown Storefront command "${name}"`);
  }
};
