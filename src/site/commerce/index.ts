/**
 * Commerce plugin of the template engine (docs/behaviour.md §4, 5, 9): formatters, predicates
 * and the case-table rules. A product is read once, in src/domain (product-type.ts,
 * stock.ts, product-prices.ts), by these formatters and by the widgets alike
 * (test/unit/domain/agreement.test.ts).
 */
import type { Formatter, Predicate } from '../engine/api.js';
import { passOn } from '../engine/formatters/data.js';
import { cartQuantity, cartSubtotal, cartUrl } from './cart.js';
import { bookkeeperMoneyFormat, money, percentageFormat } from './number-formats.js';
import { hasVariantsPredicate, onSale, soldOut, variedPrices } from './predicates.js';
import { fromPrice, normalPrice, salePrice } from './price-values.js';
import { framed, framedAddToCartBtn, framedQuantityInput, framedVariantsSelect, productCheckout } from './product-checkout.js';
import { productPrice } from './product-price.js';
import { productQuickView } from './product-quick-view.js';
import { productRestockNotification } from './product-restock-notification.js';
import { productScarcity } from './product-scarcity.js';
import { productStatus } from './product-status.js';
import { subscriptionPrice } from './subscription-price.js';
import { summaryFormField } from './summary-form-field.js';
import { variantDescriptor } from './variant-descriptor.js';

export { commerceCaseTables } from './case-tables.js';
export type { CaseTable } from '../engine/api.js';

export const commerceFormatters: Record<string, Formatter> = {
  'add-to-cart-btn': framedAddToCartBtn,
  'variants-select': framedVariantsSelect,
  'quantity-input': framedQuantityInput,
  'product-price': framed(productPrice, '\n\n\n'),
  'normal-price': normalPrice,
  'sale-price': salePrice,
  'from-price': fromPrice,
  'subscription-price': framed(subscriptionPrice, '\n\n\n'),
  'product-status': productStatus,
  'product-restock-notification': productRestockNotification,
  'product-scarcity': productScarcity,
  'product-quick-view': productQuickView,
  'product-checkout': productCheckout,
  'cart-quantity': cartQuantity,
  'cart-subtotal': cartSubtotal,
  'cart-url': cartUrl,
  'percentage-format': percentageFormat,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
  money,
  // the legacy money names pass the value on unchanged (as the platform, docs/site-engine.md "Rules the suite found")
  'money-format': passOn,
  'money-string': passOn,
  moneyFormat: passOn,
  'i18n-money-format': passOn,
  'variant-descriptor': variantDescriptor,
  'summary-form-field': summaryFormField,
};

export const commercePredicates: Record<string, Predicate> = {
  'sold-out?': soldOut,
  'on-sale?': onSale,
  'varied-prices?': variedPrices,
  'has-variants?': hasVariantsPredicate,
};
