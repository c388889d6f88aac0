import { isRecord } from '../../domain/json.js';

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
