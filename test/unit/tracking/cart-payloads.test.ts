import { describe, expect, it } from 'vitest';
import { addToCartPayload, checkoutConfirmedPayload, purchasePayload, removeFromCartPayload, viewCartPayload } from '../../../src/tracking';
import { cart, entry, guide, order as orderFixture } from '../../support/cart-fixtures';

const order = orderFixture();

describe('cart and checkout analytics payloads (docs/behaviour.md §7): amounts / 100 to 2 decimals', () => {
  it('view cart: the cart id, the subtotal and the items', () => {
    expect(viewCartPayload(cart([entry({ quantity: 2 }), guide]), 'EUR')).toEqual({
      cartId: 'c1',
      currency: 'EUR',
      value: 59,
      items: [
        { itemId: 'tee-classic', sku: 'TEE-S-BLANC', title: 'T-shirt classique', quantity: 2, price: 25 },
        { itemId: 'guide-numerique', sku: 'GUIDE-PDF', title: 'Guide numérique (PDF)', quantity: 1, price: 9 },
      ],
    });
  });

  it('add to cart: the added quantity times the unit price, and the item', () => {
    const added = entry({ quantity: 5, purchasePriceCents: 1999 });
    expect(addToCartPayload(cart([added]), added, 2, 'EUR')).toEqual({
      cartId: 'c1',
      currency: 'EUR',
      value: 39.98,
      item: { itemId: 'tee-classic', sku: 'TEE-S-BLANC', title: 'T-shirt classique', quantity: 2, price: 19.99 },
    });
  });

  it('remove from cart: the line value and the item', () => {
    const removed = entry({ quantity: 3, purchasePriceCents: 1999 });
    expect(removeFromCartPayload(cart([removed]), removed, 'EUR')).toMatchObject({ cartId: 'c1', value: 59.97, item: { price: 19.99, quantity: 3 } });
  });

  it('checkout confirmed: order id, cart id, test mode, website id', () => {
    expect(checkoutConfirmedPayload(order)).toEqual({ orderId: 'o1', cartId: 'c1', testMode: true, websiteId: 'site' });
  });

  it('purchase: transaction id, value, shipping, tax, items', () => {
    expect(purchasePayload(order)).toEqual({
      transactionId: 'o1',
      currency: 'EUR',
      value: 65.9,
      shipping: 5.9,
      tax: 10,
      items: [{ itemId: 'tee-classic', sku: 'TEE-S-BLANC', title: 'T-shirt classique', quantity: 2, price: 25 }],
    });
  });
});
