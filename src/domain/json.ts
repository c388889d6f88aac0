/** Narrowing helpers for parsed-JSON template data. */

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `a.b.c` below `value`; `undefined` when any step is missing. */
export function getPath(value: unknown, path: string): unknown {
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(node)) {
      const i = Number(key);
      node = Number.isInteger(i) ? node[i] : undefined;
    } else if (isRecord(node)) {
      node = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
    } else {
      return undefined;
    }
  }
  return node;
}

/** A string field, or `fallback` when absent or not a string. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Text of a scalar for output: strings as they are, numbers in shortest form. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A non-empty string after trimming. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
