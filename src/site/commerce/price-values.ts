import type { Formatter } from '../engine/api';
import { centsText, productPrices } from '../../domain/product-prices';
import { structured } from './read-product';

/**
 * `{item|normal-price}`, `{item|sale-price}`, `{item|from-price}`: the product's
 * prices in cents (minor units) as the platform writes them: decimal text ("300",
 * "12.5"), "0" when the product has none (src/domain/product-prices.ts).
 */
export const normalPrice: Formatter = (item) => centsText(productPrices(structured(item)).normal);
export const salePrice: Formatter = (item) => centsText(productPrices(structured(item)).sale);
export const fromPrice: Formatter = (item) => centsText(productPrices(structured(item)).from);
