// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../src/contract/product';
import { $cart } from '../../../../src/state/cart';
import { checkAdd } from '../../../../widgets/product/purchase';
import { cart, entry } from '../../../support/cart-fixtures';

/**
 * Issue 32 row 10: the product block's checks before any call say what is wrong with the
 * quantity: under 1, or more than is left of the variant besides the cart's (the cart's
 * words, "Il n'en reste que 2."), and mark the field (`quantity: true`).
 */
const tee: Product = {
  id: 'tee-classic',
  structuredContent: { productType: 1, variants: [{ sku: 'TEE-S-BLANC', attributes: { Taille: 'S' }, qtyInStock: 3, unlimited: false, priceMoney: { value: '25.00', currency: 'EUR' } }] },
} as Product;
const block = (quantity: string) => {
  const el = document.createElement('div');
  el.innerHTML = `<select data-variant-option-name="Taille"><option value="S" selected>S</option></select><div class="product-quantity-input"><input type="number" value="${quantity}"></div>`;
  return el;
};

describe('the quantity checks', () => {
  beforeEach(() => $cart.set(null));

  it('refuses 0 with a message, on the field', () => {
    expect(checkAdd(block('0'), tee)).toMatchObject({ ok: false, reason: 'QUANTITY_NOT_A_NUMBER', message: "La quantité doit être d'au moins 1.", quantity: true });
  });

  it('refuses more than the stock with the quantity left', () => {
    expect(checkAdd(block('5'), tee)).toMatchObject({ ok: false, reason: 'OUT_OF_STOCK', message: "Il n'en reste que 3.", quantity: true });
  });

  it('counts what the cart holds already', () => {
    $cart.set(cart([entry({ quantity: 2 })]));
    expect(checkAdd(block('2'), tee)).toMatchObject({ ok: false, message: "Il n'en reste que 1." });
    $cart.set(cart([entry({ quantity: 3 })]));
    expect(checkAdd(block('1'), tee)).toMatchObject({ ok: false, message: 'Malheureusement, cet article est en rupture de stock.' });
  });

  it('lets the stock through', () => {
    expect(checkAdd(block('3'), tee)).toEqual({ ok: true, sku: 'TEE-S-BLANC', quantity: 3 });
  });
});
