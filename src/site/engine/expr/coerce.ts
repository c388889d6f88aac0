/** JavaScript's coercions, spelled out for JSON values. */
import { toText } from '../values.js';

export type Scalar = string | number | boolean | null;

/** Missing becomes null; arrays and objects become their JSON text. */
export function scalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value) ?? null;
}

export function toNumber(value: unknown): number {
  const v = scalar(value);
  if (v === null) return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const text = v;
  if (text === '') return 0;
  // no trimming, as the platform: " 5" and "   " are NaN
  if (/\s/.test(text)) return Number.NaN;
  if (/^[+-]?0[xX]/.test(text)) {
    const sign = text.startsWith('-') ? -1 : 1;
    const hex = text.replace(/^[+-]?0[xX]/, '');
    return /^[0-9a-fA-F]+$/.test(hex) ? sign * parseInt(hex, 16) : Number.NaN;
  }
  return Number(text);
}

export function toStr(value: unknown): string {
  const v = scalar(value);
  if (v === null) return 'null';
  return typeof v === 'string' ? v : toText(v);
}

export function toBool(value: unknown): boolean {
  const v = scalar(value);
  return v !== null && v !== '' && v !== 0 && v !== false && !Number.isNaN(v);
}

export function looseEquals(a: unknown, b: unknown): boolean {
  const x = scalar(a);
  const y = scalar(b);
  if (x === null || y === null) return x === y;
  if (typeof x === typeof y) return x === y;
  return toNumber(x) === toNumber(y);
}

export function strictEquals(a: unknown, b: unknown): boolean {
  const x = scalar(a);
  const y = scalar(b);
  return x === y;
}

/** JavaScript's `<` on scalars: strings compare as text, the rest as numbers. */
export function lessThan(a: unknown, b: unknown): boolean {
  const x = scalar(a);
  const y = scalar(b);
  if (typeof x === 'string' && typeof y === 'string') return x < y;
  return toNumber(x) < toNumber(y);
}
