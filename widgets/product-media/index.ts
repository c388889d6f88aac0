import type { Host, Unmount } from '../../src/runtime/host';
import { productMedia } from './media-gallery';

/**
 * The product media island (`data-storefront="product-media"`, inside a product block on
 * the product page; docs/backend.md "Product media"): thumbnails, arrows, swipe
 * and the chosen colour's picture over the server-rendered pictures. Plain DOM, built
 * apart like the gallery (tsup.config.ts `apartEntries`).
 */
export const mount = (root: HTMLElement, _host: Host): Unmount => productMedia(root);
