import type { SiteConfig } from '../../src/contract/config';
import type { StructuredContent } from '../../src/contract/product';
import type { Unmount } from '../../src/runtime/host';
import { GESTURES, lazy } from '../../src/runtime/lazy';
import { frProduct } from '../../src/i18n/product';
import { lazyPart } from '../common/lazy-part';
import { alertShopper } from '../product/parts';

/** The restock forms' chunk (scripts/chunk-map.ts `lazyParts`), one loader for the page. */
const restockPart = lazyPart('restock.island', () => import('./island'));

/**
 * The product block's door to its restock forms (sold-out variants): the restock chunk
 * loads on the shopper's first gesture in the block (pointer, focus, key, a variant
 * change), never at mount, so a product page stays within its size budget. A form
 * submitted before it is there stays on the page; the widget keeps what was typed.
 */
export const hookRestock = (el: HTMLElement, config: SiteConfig, product: StructuredContent): Unmount => {
  const ac = new AbortController();
  let mounted: Promise<Unmount> | undefined;
  // mounted once; a chunk that did not load is tried again by the next gesture
  const mount = lazy(() => (mounted = restockPart().then((m) => m.mountRestock(el, config, product))));
  const load = () => void mount().catch(() => undefined);
  if (el.querySelector('.product-restock-notification')) {
    for (const type of [...GESTURES, 'change', 'submit'])
      el.addEventListener(
        type,
        (e) => {
          const form = type === 'submit' && (e.target as Element).closest('.product-restock-form');
          if (!form) return load();
          e.preventDefault(); // its action is "#"
          // submitted and still no form: the shopper is told, what they typed stays
          mount().catch(() => alertShopper(frProduct.connectionFailed, undefined, form.querySelector('button')));
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
