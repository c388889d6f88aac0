import { fromPriceCents, normalPriceCents, salePriceCents } from '../../domain/product-prices.js';
import type { Formatter } from '../engine/api.js';
import { readStructuredContent } from './read-product.js';

/**
 * `{item|normal-price}`, `{item|sale-price}`, `{item|from-price}`: the product's
 * prices in cents (minor units), as numbers for further formatting. 0 when the
 * product has none (no variants, unknown type).
 */
export const normalPrice: Formatter = (item) => normalPriceCents(readStructuredContent(item));
export const salePrice: Formatter = (item) => salePriceCents(readStructuredContent(item));
export const fromPrice: Formatter = (item) => fromPriceCents(readStructuredContent(item));
