/**
 * Commerce plugin of the template engine (docs/behaviour.md §4, 5, 9): formatters, predicates
 * and the case-table rules. A product is read once, in src/domain (product-type.ts,
 * stock.ts, product-prices.ts), by these formatters and by the widgets alike
 * (test/unit/domain/agreement.test.ts).
 */
import type { Formatter, Predicate } from '../engine/api';
import { passOn } from '../engine/formatters/data';
import { cartQuantity, cartSubtotal, cartUrl } from './cart';
import { bookkeeperMoneyFormat, money, percentageFormat } from './number-formats';
import { hasVariantsPredicate, onSale, soldOut, variedPrices } from './predicates';
import { fromPrice, normalPrice, salePrice } from './price-values';
import { framed, framedAddToCartBtn, framedQuantityInput, framedVariantsSelect, productCheckout } from './product-checkout';
import { productPrice } from './product-price';
import { productQuickView } from './product-quick-view';
import { productRestockNotification } from './product-restock-notification';
import { productScarcity } from './product-scarcity';
import { productStatus } from './product-status';
import { subscriptionPrice } from './subscription-price';
import { summaryFormField } from './summary-form-field';
import { variantDescriptor } from './variant-descriptor';

export { commerceCaseTables } from './case-tables';
export type { CaseTable } from '../engine/api';

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
