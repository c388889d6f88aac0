import type { SiteConfig } from '../../src/contract/config';
import type { StructuredContent } from '../../src/contract/product';
import type { Unmount } from '../../src/runtime/host';

/**
 * The product block's door to its restock forms (sold-out variants): the restock chunk
 * loads on the shopper's first gesture in the block (pointer, focus, key, a variant
 * change), never at mount, so a product page stays within its size budget. A form
 * submitted before it is there stays on the page; the widget keeps what was typed.
 */
export const hookRestock = (el: HTMLElement, config: SiteConfig, product: StructuredContent): Unmount => {
  const ac = new AbortController();
  let mounted: Promise<Unmount> | undefined;
  const load = () => void (mounted ||= import('./island').then((m) => m.mountRestock(el, config, product))).catch(() => (mounted = undefined));
  if (el.querySelector('.product-restock-notification')) {
    for (const type of ['pointerdown', 'focusin', 'keydown', 'change', 'submit'])
      el.addEventListener(
        type,
        (e) => {
          if (type === 'submit' && (e.target as Element).closest('.product-restock-form')) e.preventDefault(); // its action is "#"
          load();
        },
        { signal: ac.signal },
      );
    // a variant chosen before the block was enhanced (a slow network) is a gesture already made
    if (el.querySelector('select[data-variant-option-name] option:checked:not([value=""])')) load();
  }
  return () => {
    ac.abort();
    void mounted?.then((unmount) => unmount(), () => {});
  };
};
