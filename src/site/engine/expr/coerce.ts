/** JavaScript's coercions, spelled out for JSON values. */
import { toText } from '../values';

export type Scalar = string | number | boolean | null;

/** Missing becomes null; arrays and objects become their JSON text. */
export function scalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value) ?? null;
}

/** A number as arithmetic reads it (as the platform, docs/site-engine.md "Rules the suite found"): text is a sign, then hex or digits (no leading `.`, no spaces, no `Infinity`), else NaN. */
export function toNumber(value: unknown): number {
  const v = scalar(value);
  if (typeof v !== 'string') return Number(v);
  const m = /^([+-]?)(?:0[xX]([\da-fA-F]+)|\d+\.?\d*(?:[eE][+-]?\d+)?)$/.exec(v);
  return v === '' ? 0 : !m ? NaN : m[2] ? parseInt(m[1] + m[2], 16) : Number(v);
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
  return Number(x) === Number(y);
}

export function strictEquals(a: unknown, b: unknown): boolean {
  const x = scalar(a);
  const y = scalar(b);
  return x === y;
}

/** JavaScript's `<` (`<=` when `orEqual`) on scalars: strings compare as text, the rest as numbers. */
export function lessThan(a: unknown, b: unknown, orEqual?: boolean): boolean {
  let x: unknown = scalar(a);
  let y: unknown = scalar(b);
  // comparisons read text as JavaScript's Number() does (" 12" == 12, ".5" < 1, "-0x10" NaN), arithmetic as toNumber (as the platform)
  if (typeof x !== 'string' || typeof y !== 'string') {
    x = Number(x);
    y = Number(y);
  }
  return orEqual ? (x as number) <= (y as number) : (x as number) < (y as number);
}
