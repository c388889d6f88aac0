import type { Host, Unmount } from '../../src/runtime/host';
import { siteConfig } from '../../src/runtime/settings';
import { mountRestock } from './island';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * The restock island on its own (`data-storefront="restock"` around the formatter's
 * markup, where a template renders the forms outside a product block): every form the
 * server shows works; without a variant picker, nothing to follow.
 */
export const mount = (el: HTMLElement, host: Host): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  return mountRestock(el, siteConfig(host.config));
};
