import type { Predicate } from '../engine/api.js';
import { platformPrices } from './platform-prices.js';
import { hasVariants, isSoldOut } from './platform-stock.js';

/**
 * Commerce predicates, applied to the current product (docs/behaviour.md §4 "Product display
 * state"), as the platform's templates read products (platform-prices.ts,
 * platform-stock.ts): `{.sold-out?}`, `{.on-sale?}`, `{.varied-prices?}`, `{.has-variants?}`.
 * (The platform has no `subscribable?` predicate: such a template reports an unknown
 * predicate there, so it does here too.)
 */
export const soldOut: Predicate = (ctx) => isSoldOut(ctx.value);
export const onSale: Predicate = (ctx) => platformPrices(ctx.value).onSale;
export const variedPrices: Predicate = (ctx) => platformPrices(ctx.value).varied;
export const hasVariantsPredicate: Predicate = (ctx) => hasVariants(ctx.value);
