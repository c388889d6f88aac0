import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import type { OrderConfirmed } from '../../src/contract/order';

/** Cart fixtures shared by the cart page, tracking and React entry tests. */
export const entry = (over: Partial<CartEntry> = {}): CartEntry => ({
  id: 'e1',
  itemId: 'tee-classic',
  quantity: 1,
  chosenVariant: { sku: 'TEE-S-BLANC', attributes: { Taille: 'S', Couleur: 'Blanc' } },
  title: 'T-shirt classique',
  subTotal: { value: '25.00', currency: 'EUR' },
  purchasePriceCents: 2500,
  additionalFields: null,
  productType: 1,
  ...over,
});

export const cart = (entries: CartEntry[], over: Partial<ShoppingCart> = {}): ShoppingCart => {
  const subtotalCents = entries.reduce((s, e) => s + e.purchasePriceCents * e.quantity, 0);
  return {
    id: 'c1',
    websiteId: 'site',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents: Math.round(subtotalCents / 5),
    shippingCostCents: 590,
    discountCents: 0,
    grandTotalCents: subtotalCents + Math.round(subtotalCents / 5) + 590,
    totalQuantity: entries.reduce((s, e) => s + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
    ...over,
  };
};

export const guide = entry({
  id: 'e2',
  itemId: 'guide-numerique',
  chosenVariant: { sku: 'GUIDE-PDF', attributes: {} },
  title: 'Guide numérique (PDF)',
  purchasePriceCents: 900,
  productType: 2,
});

/** The order-confirmed page's `order` (tee-classic × 2: 50 € + 10 € tax + 5,90 € shipping). */
export const order = (over: Partial<OrderConfirmed> = {}): OrderConfirmed => ({
  orderId: 'o1',
  cartId: 'c1',
  websiteId: 'site',
  testMode: true,
  kind: 'cart',
  currency: 'EUR',
  subtotalCents: 5000,
  taxCents: 1000,
  shippingCents: 590,
  grandTotalCents: 6590,
  items: [{ itemId: 'tee-classic', sku: 'TEE-S-BLANC', title: 'T-shirt classique', quantity: 2, unitCents: 2500 }],
  ...over,
});
