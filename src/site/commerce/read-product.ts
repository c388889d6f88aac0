import { isRecord, type JsonRecord } from '../../domain/json';
import { productTypeNumber } from '../../domain/product-type';
import { child, sizeOf } from '../engine/values';

/**
 * Reading template data: the site's JSON, not ours, read leniently (a field of the
 * wrong type is no field). Products themselves are read as the platform's templates
 * read them, the one reading the widgets share: src/domain/product-type.ts,
 * product-prices.ts, stock.ts. A formatter gets the item; those rules take its
 * `structuredContent`.
 */
export { isRecord, scalarText } from '../../domain/json';

/** A field of a JSON object, or `undefined`. */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** The size of a JSON list as the platform's templates count it: an array's length, an object's keys (docs/site-engine.md "Rules the suite found"). */
export { sizeOf as size } from '../engine/values';

/** The items of a JSON list as the platform's templates read them: by index up to its size, an object's too (`{"0": a}`). */
export function listItems(node: unknown): unknown[] {
  return Array.from({ length: sizeOf(node) }, (_, i) => child(node, String(i)));
}

/** An item's `structuredContent`, `{}` when it is not an object. */
export function structured(item: unknown): JsonRecord {
  const content = isRecord(item) ? item['structuredContent'] : undefined;
  return isRecord(content) ? content : {};
}

/** The item's product type number (src/domain/product-type.ts). */
export const productTypeOf = (item: unknown): number => productTypeNumber(structured(item));
