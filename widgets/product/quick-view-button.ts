import type { ProductBlock } from './block';
import { quickViewPart } from './parts';

/**
 * The Quick View button of a block on a product list (./quick-view.ts, loaded on its first
 * use): click, Enter or Space opens a copy of the block's markup as it was before the
 * mount. Called before the block changes anything.
 */
export const wireQuickView = ({ el, product, title, onGrid, signal }: Omit<ProductBlock, 'live'>): void => {
  const button = onGrid ? el.querySelector<HTMLElement>('.sqs-product-quick-view-button') : null;
  if (!button) return;
  const template = el.cloneNode(true) as HTMLElement; // pristine markup for Quick Views, only where one opens
  const open = () => void quickViewPart().then((m) => m.openQuickView(template, product, title, button), () => undefined);
  button.addEventListener('click', open, { signal });
  button.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      open();
    },
    { signal },
  );
};
