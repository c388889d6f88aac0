import type { Predicate } from '../engine/api';
import { hasVariedPrices, isOnSale } from '../../domain/product-prices';
import { productVariants } from '../../domain/product-type';
import { isSoldOut } from '../../domain/stock';
import { structured } from './read-product';

/**
 * Commerce predicates, applied to the current product (docs/behaviour.md §4 "Product display
 * state"), as the platform's templates read products (src/domain/product-prices.ts,
 * stock.ts, the widgets' reading too): `{.sold-out?}`, `{.on-sale?}`, `{.varied-prices?}`, `{.has-variants?}`.
 * (The platform has no `subscribable?` predicate: such a template reports an unknown
 * predicate there, so it does here too.)
 */
export const soldOut: Predicate = (ctx) => isSoldOut(structured(ctx.value));
export const onSale: Predicate = (ctx) => isOnSale(structured(ctx.value));
export const variedPrices: Predicate = (ctx) => hasVariedPrices(structured(ctx.value));
/** More than one variant to choose from. */
export const hasVariants = (item: unknown): boolean => productVariants(structured(item)).length > 1;
export const hasVariantsPredicate: Predicate = (ctx) => hasVariants(ctx.value);
