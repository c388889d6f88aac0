/** Pure domain rules shared by the template formatters and the widgets. */
export * from './loose.js';
export * from './money.js';
export * from './product-type.js';
export * from './variant-price.js';
export * from './product-prices.js';
export * from './stock.js';
export * from './product-display-state.js';
export * from './variant-options.js';
export * from './variant-resolution.js';
export * from './quantity.js';
export * from './scarcity.js';
export * from './subscription-phrase.js';
export * from './subscription-price.js';
export * from './add-to-cart-reasons.js';
export * from './add-to-cart-validation.js';
export * from './add-button-machine.js';
