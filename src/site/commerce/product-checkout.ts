import type { Formatter } from '../engine/api';
import { addToCartBtn } from './add-to-cart-btn';
import { quantityInput } from './quantity-input';
import { variantsSelect } from './variants-select';

/**
 * The platform renders its markup formatters from block templates whose line breaks and
 * indentation come out around the markup; the differential suite (docs/site-engine.md "Rules the suite found") pins them,
 * byte for byte. `framed` adds them to a formatter's markup (not to nothing or to a value
 * passed through).
 */
export function framed(formatter: Formatter, lead: string, trail = ''): Formatter {
  return (value, ctx) => {
    const out = formatter(value, ctx);
    return typeof out === 'string' && out.startsWith('<') ? lead + out + trail : out;
  };
}

export const framedVariantsSelect = framed(variantsSelect, '\n  \n  \n  \n  \n\n  ', '\n');
export const framedQuantityInput = framed(quantityInput, '\n\n\n');
export const framedAddToCartBtn = framed(addToCartBtn, '\n'.repeat(13));

/**
 * `{item|product-checkout}`: the whole purchase block of a product: variant picker,
 * quantity input and add-to-cart button, each by its own formatter, one after the other.
 */
export const productCheckout: Formatter = (item, ctx) => {
  const part = (f: Formatter) => String(f(item, ctx) ?? '');
  return `${part(framedVariantsSelect)}${part(framedQuantityInput)}${part(framedAddToCartBtn)}`;
};
