import { checkoutBlock as minimumSubtotalBlock } from '../../src/domain/cart-rules.js';
import { formatPlainAmount, toMinorUnits } from '../../src/domain/money.js';
import type { CatalogueStore } from './catalogue.js';
import type { CatalogueProduct } from './catalogue.js';
import type { OrderView } from './pages/types.js';
import { MESSAGES } from './store/messages.js';
import { type SerializedCart, type SerializedEntry, cartWith } from './store/serialize.js';

/** A one-line cart shown before a gift card is bought (nothing is stored until "place order"). */
export function giftCardPreview(product: CatalogueProduct, sku: string, websiteId: string, store: CatalogueStore): SerializedCart | null {
  const variant = product.structuredContent.variants.find((v) => v.sku === sku);
  if (!variant) return null;
  const cents = toMinorUnits(variant.priceMoney);
  const entry: SerializedEntry = {
    id: 'preview',
    itemId: product.id,
    quantity: 1,
    chosenVariant: { sku, attributes: variant.attributes },
    title: product.title,
    subTotal: { value: formatPlainAmount(cents, store.currency), currency: store.currency },
    purchasePriceCents: cents,
    additionalFields: null,
    productType: product.structuredContent.productType,
  };
  return cartWith({ id: 'preview', websiteId, orderId: null, created: Date.now(), isPurchased: false }, [entry], store);
}

/** Why an express checkout cannot go on yet, or undefined. */
export function checkoutBlock(cart: SerializedCart | null, store: CatalogueStore, locale: string): string | undefined {
  if (!cart || cart.entries.length === 0) return MESSAGES.emptyCart;
  // the cart page's own minimum-subtotal rule (src/domain/cart-rules.ts)
  return minimumSubtotalBlock(cart, store.minimumSubtotalCents, store.currency, locale) ?? undefined;
}

/**
 * `order` in the bootstrap config of the order-confirmed page: what the checkout-confirmed
 * and purchase events need (docs/behaviour.md §7), amounts in minor units.
 */
export function orderConfig(order: OrderView & { cartId: string; websiteId: string }) {
  return {
    orderId: order.id,
    cartId: order.cartId,
    websiteId: order.websiteId,
    testMode: true,
    kind: order.kind,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    grandTotalCents: order.grandTotalCents,
    items: order.lines.map((l) => ({
      itemId: l.itemId,
      sku: l.sku,
      title: l.title,
      quantity: l.quantity,
      unitCents: l.unitCents,
    })),
  };
}
