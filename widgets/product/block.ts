import type { SiteConfig } from '../../src/contract/config';
import { ProductSchema, type Product } from '../../src/contract/product';
import { isProductListPage } from '../../src/domain/product-page-rules';
import { warnBlock } from '../../src/runtime/warn';
import { readIslandJson } from '../common/read-json';

/** What each step of the product widget's mount (./index.tsx) works on. */
export interface ProductBlock {
  el: HTMLElement;
  product: Product;
  /** `.sqs-add-to-cart-button-wrapper` and the server's `.sqs-add-to-cart-button` in it */
  wrapper: HTMLElement;
  button: Element;
  config: SiteConfig;
  title: string;
  /** on a product list page (not in a Quick View): Quick View opens, a missing option is only cued */
  onGrid: boolean;
  /** the block's polite live region (./live-region.ts) */
  live: HTMLElement;
  /** aborts at unmount: every listener of the steps is added with it */
  signal: AbortSignal;
}

/**
 * The block's checks: not inside another product block (that one's to show), valid
 * product JSON, an add-to-cart button. Otherwise nothing, with one warning.
 */
export const readBlock = (el: HTMLElement): Pick<ProductBlock, 'product' | 'wrapper' | 'button'> | void => {
  if (el.parentElement?.closest('[data-storefront="product"]')) return warnBlock(el, 'it is inside another island.');
  const product = readIslandJson(el, ProductSchema, 'product');
  if (!product) return;
  const wrapper = el.querySelector<HTMLElement>('.sqs-add-to-cart-button-wrapper');
  const button = wrapper?.querySelector('.sqs-add-to-cart-button');
  if (!wrapper || !button) return warnBlock(el, 'it has no add-to-cart button (.sqs-add-to-cart-button).');
  return { product, wrapper, button };
};

const inFrame = (): boolean => {
  try {
    return window.top !== window;
  } catch {
    return true;
  }
};

/** docs/behaviour.md §2: a product list page, and the block not in a Quick View dialog. */
export const isOnGrid = (el: HTMLElement, config: SiteConfig): boolean => isProductListPage(config, inFrame()) && !el.closest('dialog');
