import '../common/eager';
import type { Host, Unmount } from '../../src/runtime/host';
import { siteConfig } from '../../src/runtime/settings';
import { mountRestock } from './island';

/**
 * The restock island on its own (`data-storefront="restock"` around the formatter's
 * markup, where a template renders the forms outside a product block): every form the
 * server shows works; without a variant picker, nothing to follow.
 */
export const mount = (el: HTMLElement, host: Host): Unmount => mountRestock(el, siteConfig(host.config));
