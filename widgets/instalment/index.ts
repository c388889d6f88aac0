import { InstalmentConfigSchema } from '../../src/contract/instalment';
import { DEFAULT_INSTALMENT_MODAL_BASE_URL, instalmentOffer } from '../../src/domain/instalment';
import type { Host, Unmount } from '../../src/runtime/host';
import { warnBlock } from '../../src/runtime/warn';
import { followVariant } from './follow';
import { readInstalmentItem } from './read-item';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * The instalment pill island (`data-storefront="instalment"`, inside a product block;
 * issue 9 points 10 and 11). The template renders the pill's words, so nothing needs to
 * load at mount: with `data-load="interaction"` the loader imports this chunk when the
 * shopper reaches for the pill. Mounting brings the words up to date with the block's
 * chosen variant (and fills a pill a template left empty), and a click on the info
 * button opens the info modal, which loads with DOMPurify on that click (prefetched on
 * pointerdown). A block without a usable offer keeps the pill hidden, with one warning.
 */
export const mount = (el: HTMLElement, host: Host): Unmount | void => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const block = el.closest<HTMLElement>('[data-storefront="product"]');
  if (block) followVariant(block);
  const button = el.querySelector<HTMLButtonElement>('.sf-instalment__info');
  const item = readInstalmentItem(el);
  const offer = item && instalmentOffer(item.product.structuredContent, item.context);
  if (!button || !offer) {
    return warnBlock(el, button ? 'its product block has no usable instalment context (instalmentContext).' : 'it has no info button (.sf-instalment__info).');
  }
  const config = InstalmentConfigSchema.safeParse(host.config);
  const baseUrl = (config.success && config.data.instalment?.modalBaseUrl) || DEFAULT_INSTALMENT_MODAL_BASE_URL;
  const modal = () => import('./info-modal');
  const ac = new AbortController();
  button.addEventListener('pointerdown', () => void modal().catch(() => undefined), { signal: ac.signal });
  button.addEventListener(
    'click',
    () =>
      void modal().then(
        (m) => m.openInstalmentInfo(offer, baseUrl, button),
        (error: unknown) => console.warn('[storefront] the instalment info could not be loaded', error),
      ),
    { signal: ac.signal },
  );
  return () => ac.abort();
};
