import { routes } from '../../src/contract/constants';
import { frPurchase } from '../../src/i18n/purchase';
import type { Product } from '../../src/contract/product';
import { track } from '../../src/tracking/track';
import { icon } from '../common/icons';
import { copiedJson } from '../common/read-json';
import { productImage } from './product-image';

/**
 * The Quick View overlay of the product list (issue 3 point 10), loaded lazily on the
 * first Quick View click: a native modal <dialog> labelled by the product's title,
 * holding a fresh copy of the block's server-rendered markup (made by `copyIsland`, without
 * its JSON script element: Trusted Types-safe), which the loader mounts
 * as a product island of its own (variants, quantity, add to cart). Records
 * POST /api/census/RecordQuickView/{id}, whose failures are swallowed (docs/behaviour.md §7).
 * Escape, the close button or a click on the backdrop close it; focus returns.
 * Laid out in two columns, picture and summary (./quick-view.ts `layout`).
 */
/** A copy of `block` (its markup, not its listeners) without its scripts, readable by `readIslandJson`. */
export const copyIsland = (block: HTMLElement): HTMLElement => {
  const copy = block.cloneNode(true) as HTMLElement;
  const json = block.querySelector('script[data-storefront-json]')?.textContent;
  copy.querySelectorAll('script').forEach((s) => s.remove());
  if (json != null) copiedJson.set(copy, json);
  return copy;
};

/** The product's description as text (the platform's excerpt may hold markup; no HTML is parsed here). */
const descriptionOf = (product: Product): string =>
  typeof product['excerpt'] === 'string' ? product['excerpt'].replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '';

const element = (tag: string, className: string): HTMLElement => {
  const el = document.createElement(tag);
  el.className = className;
  return el;
};

/**
 * The dialog's two columns (issue 25 point 4): the product's picture (none without one), and
 * the summary: the block's copy without the tile's own pictures and opener, the description
 * after the price, and a link to the product page. A bottom sheet on phones (the theme's CSS).
 */
const layout = (block: HTMLElement, product: Product): { body: HTMLElement; image: ReturnType<typeof productImage> } => {
  block.querySelectorAll('.sqs-product-quick-view-button, a:has(img), figure, picture, img').forEach((n) => n.remove());
  const description = descriptionOf(product);
  if (description) {
    const p = element('p', 'sf-quick-view__description');
    p.textContent = description;
    (block.querySelector('.product-mark') ?? block.querySelector('.product-price') ?? block.querySelector('.product-title'))?.after(p);
  }
  const details = element('a', 'sf-quick-view__details') as HTMLAnchorElement;
  details.href = typeof product.fullUrl === 'string' && product.fullUrl ? product.fullUrl : `/products/${encodeURIComponent(product.id)}`;
  details.textContent = frPurchase.productDetails;
  const summary = element('div', 'sf-quick-view__summary');
  summary.append(block, details);
  const body = element('div', 'sf-quick-view__body');
  const image = productImage(product);
  if (image) {
    const media = element('div', 'sf-quick-view__media');
    media.append(image.img);
    body.append(media);
  }
  body.append(summary);
  return { body, image };
};

export const openQuickView = (template: HTMLElement, product: Product, title: string, opener: HTMLElement | null): HTMLDialogElement => {
  const block = copyIsland(template);
  const itemId = product.id;
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
  close.setAttribute('aria-label', frPurchase.close);
  close.append(icon('close'));
  close.addEventListener('click', () => dialog.close());
  const { body, image } = layout(block, product);
  dialog.append(close, body);
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  document.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  image?.place(true);
  return dialog;
};
