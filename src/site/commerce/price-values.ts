import type { Formatter } from '../engine/api.js';
import { centsText, platformPrices } from './platform-prices.js';

/**
 * `{item|normal-price}`, `{item|sale-price}`, `{item|from-price}`: the product's
 * prices in cents (minor units) as the platform writes them: decimal text ("300",
 * "12.5"), "0" when the product has none (platform-prices.ts).
 */
export const normalPrice: Formatter = (item) => centsText(platformPrices(item).normal);
export const salePrice: Formatter = (item) => centsText(platformPrices(item).sale);
export const fromPrice: Formatter = (item) => centsText(platformPrices(item).from);
