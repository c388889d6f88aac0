import { routes } from '../../src/contract/constants';
import { frPurchase } from '../../src/i18n/purchase';
import { track } from '../../src/tracking/track';
import { copiedJson } from '../common/read-json';

/**
 * The Quick View overlay of the product list (issue 3 point 10), loaded lazily on the
 * first Quick View click: a native modal <dialog> labelled by the product's title,
 * holding a fresh copy of the block's server-rendered markup (made by `copyIsland`, without
 * its JSON script element: Trusted Types-safe), which the loader mounts
 * as a product island of its own (variants, quantity, add to cart). Records
 * POST /api/census/RecordQuickView/{id}, whose failures are swallowed (docs/behaviour.md §7).
 * Escape, the close button or a click on the backdrop close it; focus returns.
 */
/** A copy of `block` (its markup, not its listeners) without its scripts, readable by `readIslandJson`. */
export const copyIsland = (block: HTMLElement): HTMLElement => {
  const copy = block.cloneNode(true) as HTMLElement;
  const json = block.querySelector('script[data-storefront-json]')?.textContent;
  copy.querySelectorAll('script').forEach((s) => s.remove());
  if (json != null) copiedJson.set(copy, json);
  return copy;
};

export const openQuickView = (template: HTMLElement, itemId: string, title: string, opener: HTMLElement | null): HTMLDialogElement => {
  const block = copyIsland(template);
  try {
    void fetch(routes.quickView(itemId), { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {});
    track('quick-view', { itemId, title });
  } catch {
    /* tracking never hurts the shopper */
  }
  const dialog = document.createElement('dialog');
  dialog.className = 'sf-quick-view';
  dialog.setAttribute('aria-label', title);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'sf-quick-view__close';
  close.textContent = frPurchase.close;
  close.addEventListener('click', () => dialog.close());
  block.querySelector('.sqs-product-quick-view-button')?.remove();
  dialog.append(close, block);
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  return dialog;
};
