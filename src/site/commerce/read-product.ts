import { isRecord } from '../../domain/json.js';
import { child, sizeOf } from '../engine/values.js';

/**
 * Reading template data: the site's JSON, not ours, read leniently (a field of the
 * wrong type is no field). Products themselves are read as the platform's templates
 * read them: platform-prices.ts and platform-stock.ts.
 */
export { isRecord, scalarText } from '../../domain/json.js';

/** A field of a JSON object, or `undefined`. */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** The size of a JSON list as the platform's templates count it: an array's length, an object's keys (test/diff). */
export { sizeOf as size } from '../engine/values.js';

/** The items of a JSON list as the platform's templates read them: by index up to its size, an object's too (`{"0": a}`). */
export function listItems(node: unknown): unknown[] {
  return Array.from({ length: sizeOf(node) }, (_, i) => child(node, String(i)));
}
