export * from './money.js';
export * from './product.js';
export * from './cart.js';
export * from './calls.js';
export * from './config.js';
export * from './order.js';
export * from './content.js';
export * from './subscription.js';
