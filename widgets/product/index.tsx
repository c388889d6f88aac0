import { createRoot } from 'react-dom/client';
import type { Host, Unmount } from '../../src/runtime/host';
import type { ApiError } from '../../src/api/errors';
import { ProductSchema } from '../../src/contract/product';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/contract/calls';
import { findVariant } from '../../src/domain/variant-resolution';
import { isSoldOut } from '../../src/domain/stock';
import { fr } from '../../src/i18n/fr';
import { siteConfig } from '../../src/runtime/settings';
import { bridgeCartEvents } from '../../src/runtime/events';
import { warnBlock } from '../../src/runtime/warn';
import { addEntry, ensureCart } from '../../src/state/cart-actions';
import { readIslandJson } from '../shared/read-json';
import { AddToCartButton } from './add-to-cart-button';
import { attributesOf, readQuantityText, readSelection } from './read-selection';

/**
 * The product island (`data-storefront="product"`): validates the embedded product
 * JSON, then enhances the server-rendered add-to-cart button in place. Bad JSON or
 * markup leaves the block as rendered, with one warning.
 */
export const mount = (el: HTMLElement, host: Host): Unmount | void => {
  const product = readIslandJson(el, ProductSchema, 'product');
  if (!product) return;
  const wrapper = el.querySelector<HTMLElement>('.sqs-add-to-cart-button-wrapper');
  const button = wrapper?.querySelector('.sqs-add-to-cart-button');
  if (!wrapper || !button) return warnBlock(el, 'it has no add-to-cart button (.sqs-add-to-cart-button).');
  siteConfig(host.config);
  bridgeCartEvents();
  void ensureCart();

  const content = product.structuredContent;
  const attributes = attributesOf(button);
  const label = button.getAttribute('data-original-label') || button.textContent?.trim() || fr.addToCart;

  const add = async (): Promise<ApiError | null> => {
    const variant = findVariant(content, readSelection(el));
    const quantity = Number(readQuantityText(el));
    if (!variant?.sku || !Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) {
      // The complete pre-call validation (SPEC.md 5) is the product purchase issue's.
      return { kind: 'server', status: 0, message: null, fieldErrors: {} };
    }
    const result = await addEntry({ itemId: product.id, sku: variant.sku, quantity, additionalFields: null });
    return result.ok ? null : result.error;
  };

  const original = Array.from(wrapper.childNodes);
  wrapper.replaceChildren();
  const root = createRoot(wrapper);
  root.render(<AddToCartButton itemId={product.id} label={label} soldOut={isSoldOut(content)} attributes={attributes} add={add} />);
  return () => {
    root.unmount();
    wrapper.replaceChildren(...original);
  };
};
